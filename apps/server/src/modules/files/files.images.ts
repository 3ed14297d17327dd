import type { Sharp, SharpOptions } from 'sharp';
import type { ThumbnailType } from '@scf/api/contract';

/**
 * Images through sharp (libvips, prebuilt binaries from npm): an upload must decode as the type its magic bytes
 * show, within a pixel budget (a tiny PNG declaring 100,000 × 100,000 pixels is a decompression bomb), and each
 * scaled-down snapshot is made once and cached by the caller.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Longest side of each snapshot size in px; ORIGINAL is the file itself. */
export const THUMBNAIL_PX: Readonly<Record<Exclude<ThumbnailType, 'ORIGINAL'>, number>> = { SMALL: 160, MEDIUM: 640, BIG: 1280 };

const FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;
type ImageMime = keyof typeof FORMAT;

let loaded: Promise<(bytes: Uint8Array, options: SharpOptions) => Sharp> | undefined;
/** sharp (and libvips) load with the first image, not with every server start; its cache off (each snapshot is kept). */
const sharpOf = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return (bytes, options) => sharp(bytes, options);
  }));

/** True when the bytes decode as that image type within the pixel budget (headers read, pixels not). */
export async function imageHolds(bytes: Uint8Array, mimeType: ImageMime): Promise<boolean> {
  try {
    const sharp = await sharpOf();
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).metadata();
    return meta.format === FORMAT[mimeType] && !!meta.width && !!meta.height && meta.width * meta.height <= MAX_IMAGE_PIXELS && (meta.pages ?? 1) === 1;
  } catch {
    return false;
  }
}

/** The image scaled to fit `px` × `px` (never enlarged), turned upright by its EXIF orientation, metadata dropped. */
export async function thumbnail(bytes: Uint8Array, mimeType: ImageMime, px: number): Promise<Buffer> {
  const sharp = await sharpOf();
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
  return mimeType === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

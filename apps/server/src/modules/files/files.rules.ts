/**
 * What the file store accepts (security.md §1.6, spec §5/§9): the name's extension picks the type, the magic bytes
 * must show that same type, the content must hold together as that type (nothing trailing, nothing that a browser
 * would sniff as a page), and each extension has its size limit. Pure functions, no I/O.
 */
import { inspectZip } from './files.archive';

export type StoredMimeType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'application/zip' | 'application/vnd.rar';

export interface FileType {
  /** Lower-case extension without the dot, as the limits name it. */
  ext: string;
  mimeType: StoredMimeType;
}

const MIME_OF_EXT: Readonly<Record<string, StoredMimeType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** Spec §5 default whitelist, in the spec's order (the format message lists them so). */
export const ALLOWED_EXTENSIONS: readonly string[] = Object.keys(MIME_OF_EXT);

const KB = 1024;
/** Spec §9: 61,440 KB unless an extension has its own limit. */
export const DEFAULT_MAX_SIZE_KB = 61_440;

/** The size limits in force: the default and the per-extension overrides (KB), from the `FILE_UPLOAD` config. */
export interface UploadLimits {
  maxSizeKb: number;
  sizeOverridesKb: Readonly<Record<string, number>>;
}

export const DEFAULT_LIMITS: UploadLimits = { maxSizeKb: DEFAULT_MAX_SIZE_KB, sizeOverridesKb: {} };

/** The byte limit of one extension: its override, else the default. */
export function maxBytesFor(ext: string, limits: UploadLimits): number {
  const override = Object.hasOwn(limits.sizeOverridesKb, ext) ? limits.sizeOverridesKb[ext] : undefined;
  return (override ?? limits.maxSizeKb) * KB;
}

/** Magic numbers (security.md §1.6). JPEG needs all three bytes: `FF D8` alone is not a JPEG. */
const MAGIC: ReadonlyArray<readonly [StoredMimeType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
  ['application/vnd.rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
];

/** The type the content shows, or null when it is none we keep (text, HTML, SVG, executables…). */
export function sniffMimeType(bytes: Uint8Array): StoredMimeType | null {
  for (const [mime, magic] of MAGIC) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return mime;
  }
  return null;
}

/** Inner extensions that make a name look executable or like a page (`x.php.png`, `a.html.pdf`). */
const DANGEROUS_INNER = /\.(?:php\d?|phtml|jsp|jspx|asp|aspx|exe|dll|bat|cmd|com|scr|msi|sh|js|mjs|html?|xhtml|svg|hta|vbs|ps1|jar)\./i;
/**
 * Controls, path separators, characters Windows refuses in names, and the bidirectional and invisible format
 * characters that make `gpj.exe` look like `exe.jpg` (RLO U+202E and its kin, zero-width marks, BOM).
 */
// eslint-disable-next-line no-control-regex
const BAD_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f/\\<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
/** The most characters a kept name may have (spec: 255, as most file systems). */
export const NAME_MAX = 255;

export type NameProblem = 'name' | 'extension';

/** The name's type, or why the name is refused: its characters, its length, an inner extension, or a type we do not take. */
export function fileTypeOf(fileName: string, allowed: readonly string[] = ALLOWED_EXTENSIONS): FileType | NameProblem {
  const name = fileName.normalize('NFC');
  if (
    name.trim() !== name ||
    name === '' ||
    [...name].length > NAME_MAX ||
    BAD_NAME_CHARS.test(name) ||
    name.startsWith('.') ||
    name.endsWith('.') ||
    DANGEROUS_INNER.test(name)
  )
    return 'name';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const mimeType = allowed.includes(ext) ? MIME_OF_EXT[ext] : undefined;
  return mimeType ? { ext, mimeType } : 'extension';
}

export type ContentProblem = 'mismatch' | 'markup' | 'structure' | 'activeContent' | 'archive';

/**
 * Markup a browser's sniffer (or a careless viewer) would take for a page, looked for where sniffers look: the
 * first 1,024 bytes. An image or a PDF that starts with its magic and then carries `<html>` or `<script>` is a
 * polyglot and refused, whatever its magic bytes say.
 */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)[\s>/]|javascript:/i;

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, to - from)).toString('latin1');

/** A PNG is its signature, then chunks up to IEND, then nothing: bytes after IEND (a script, a zip) are refused. */
function pngHolds(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = latin1(bytes, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return false;
    first = false;
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IEND') return end === bytes.length;
    at = end;
  }
  return false;
}

/**
 * A JPEG is its segments from SOI to EOI (`FF D9`), walked by their lengths and through the entropy-coded scans, and
 * then nothing: a payload appended after the image's EOI is refused, as is a JPEG without one.
 */
function jpegHolds(bytes: Uint8Array): boolean {
  const len = bytes.length;
  let i = 2;
  while (i + 1 < len) {
    if (bytes[i] !== 0xff) return false;
    while (i + 1 < len && bytes[i + 1] === 0xff) i++; // fill bytes
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xd9) return i + 2 === len;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 4 > len) return false;
    const end = i + 2 + (((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0));
    if (end > len) return false;
    i = end;
    if (marker !== 0xda) continue;
    // Entropy-coded data: FF is followed by 00 (a stuffed byte) or a restart marker until the next real marker.
    while (i + 1 < len && !(bytes[i] === 0xff && bytes[i + 1] !== 0x00 && !((bytes[i + 1] ?? 0) >= 0xd0 && (bytes[i + 1] ?? 0) <= 0xd7))) i++;
  }
  return false;
}

/**
 * A PDF ends with `%%EOF` (within its last 1,024 bytes) and carries no active content: no JavaScript, no launch
 * action, no embedded file. Such a PDF is refused rather than served (the viewer is sandboxed, a download is not).
 */
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z0-9])/;
function pdfProblem(bytes: Uint8Array): ContentProblem | null {
  if (!latin1(bytes, Math.max(0, bytes.length - 1024)).includes('%%EOF')) return 'structure';
  return PDF_ACTIVE.test(latin1(bytes)) ? 'activeContent' : null;
}

/**
 * Why the content may not be kept under `type`, or null when it may. Archives are never decompressed: a zip's
 * central directory is read for its entry count and declared sizes only (files.archive.ts); a rar is kept on its
 * magic bytes and size (it is never opened, previewed or unpacked by the platform).
 */
export function contentProblem(bytes: Uint8Array, type: FileType): ContentProblem | null {
  if (sniffMimeType(bytes) !== type.mimeType) return 'mismatch';
  if (MARKUP.test(latin1(bytes, 0, Math.min(bytes.length, 1024)))) return 'markup';
  switch (type.mimeType) {
    case 'image/png':
      return pngHolds(bytes) ? null : 'structure';
    case 'image/jpeg':
      return jpegHolds(bytes) ? null : 'structure';
    case 'application/pdf':
      return pdfProblem(bytes);
    case 'application/zip':
      return inspectZip(bytes) === null ? null : 'archive';
    case 'application/vnd.rar':
      return null;
  }
}

/** Images may be shown inline (snapshots, previews); PDFs only in the sandboxed viewer; archives never. */
export const isImage = (mimeType: string): boolean => mimeType === 'image/png' || mimeType === 'image/jpeg';
export const isPreviewable = (mimeType: string): boolean => isImage(mimeType) || mimeType === 'application/pdf';

import { useEffect, useState } from 'react';
import { Frame } from './qr-code.styles';

export interface QrCodeProps {
  /** Text or URL to encode. */
  value: string;
  /** Required alt text saying what the code is for, e.g. 扫码关注公众号. */
  alt: string;
  /** Width and height in px. */
  size?: number;
  /** Error correction; M suits URLs, H survives a logo on top. */
  level?: 'L' | 'M' | 'Q' | 'H';
}

/**
 * Renders an SVG data URL; exported for hosts that need the image without React (e.g. a printed receipt). The encoder
 * is loaded on first use, so a shell part that shows a code (footer, right bar) adds nothing to the first paint.
 */
export async function qrCodeDataUrl(value: string, level: QrCodeProps['level'] = 'M'): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: level, margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code image made in the browser from `value` (qrcode package, SVG: crisp at any size, no canvas). */
export function QrCode({ value, alt, size = 128, level = 'M' }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrCodeDataUrl(value, level).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value, level]);
  return (
    <Frame $size={size}>
      {/* The frame keeps the size while the code is generated, so nothing shifts (CLS). */}
      {src ? <img src={src} alt={alt} width={size} height={size} /> : <span role="img" aria-label={alt} aria-busy="true" />}
    </Frame>
  );
}

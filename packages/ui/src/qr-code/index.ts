export { QrCode, qrCodeDataUrl } from './qr-code';
export type { QrCodeProps } from './qr-code';

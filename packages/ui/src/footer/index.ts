export { Footer } from './footer';
export type { FooterProps } from './footer';
export { footerQrVisible, isGuaranteePage } from './footer-qr-visible';

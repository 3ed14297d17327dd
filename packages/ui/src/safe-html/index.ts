export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { sanitizeHtml } from './sanitize-html';
export { allowedUrl, checkNoticeLink, isExternalUrl, openInNewWindow, openNoticeLink } from './link-allow-list';
export type { LinkPolicy } from './link-allow-list';

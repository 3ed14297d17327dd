import { useMemo } from 'react';
import type { LinkPolicy } from './link-allow-list';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** Untrusted rich HTML, e.g. a notice's noticeContent. */
  html: string;
  /** Where links may point; other links lose their href. */
  linkPolicy: LinkPolicy;
  /** Class of the wrapper, for the host's typography. */
  className?: string;
}

/** The one place that renders HTML (security.md §1.3): always through DOMPurify with the rich-text config. */
export function SafeHtml({ html, linkPolicy, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, linkPolicy), [html, linkPolicy]);
  // The sanctioned use: `clean` is DOMPurify output (eslint.config.js forbids the prop everywhere else).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import DOMPurify from 'dompurify';
import { allowedUrl } from './link-allow-list';
import type { LinkPolicy } from './link-allow-list';

/** Rich text only (security.md §1.3); everything interactive or scriptable is out. */
const CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'font',
  ],
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'style',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'script',
    'link',
    'meta',
    'base',
  ],
  // No `style`: the CSP does not allow inline style attributes (security.md §1.4).
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'align', 'color'],
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/cv3\/)/i,
  // DOMPurify tests every non-URI-safe attribute against ALLOWED_URI_REGEXP; these hold plain values, not URLs.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'align', 'color'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Ids and names could clobber globals (document.x): DOMPurify's sanitize-dom mode keeps them out.
  SANITIZE_DOM: true,
};

/**
 * Sanitises notice HTML. Links keep their href only when it passes the notice-link allow-list, and then open in a
 * new window with noopener; any other href is removed.
 */
export function sanitizeHtml(html: string, policy: LinkPolicy): string {
  // A fresh instance per call: hooks are per instance, and this one closes over the caller's policy.
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    // Authored images often lack alt; an empty alt keeps screen readers from spelling out file names.
    if (node.nodeName === 'IMG' && !el.hasAttribute('alt')) el.setAttribute('alt', '');
    if (node.nodeName !== 'A') return;
    const href = el.getAttribute('href');
    if (href !== null && allowedUrl(href, policy)) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    } else {
      el.removeAttribute('href');
      el.removeAttribute('target');
    }
  });
  return purify.sanitize(html, CONFIG) as string;
}

/**
 * Must be the first module main.tsx imports (security.md §1.4): styled-components takes its CSP nonce only from
 * the global `__webpack_nonce__`, and the server puts the per-response nonce on Vite's csp-nonce meta tag.
 * The `.nonce` property is read because browsers hide the attribute value once the policy applies.
 */
declare global {
  interface Window {
    __webpack_nonce__?: string;
  }
}

export function applyCspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  if (nonce) window.__webpack_nonce__ = nonce;
  return nonce;
}

applyCspNonce();

import { config as zodConfig } from 'zod/mini';

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

// zod probes for `new Function` before its first object parse (its faster code path); under our script-src without
// 'unsafe-eval' the probe is blocked and the browser reports a CSP violation at every page load (issue 28 item 10).
zodConfig({ jitless: true });

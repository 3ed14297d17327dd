/**
 * The page's CSP nonce where the host put it for styled-components (`window.__webpack_nonce__`, security.md §1.4), for
 * the few parts that write a `<style>` element of their own (Radix Select's viewport): without it, a strict
 * `style-src-elem` blocks the element and the browser reports a violation at every dropdown opened (issue 28 item 10).
 */
export function cspNonce(): string | undefined {
  const nonce = (globalThis as { __webpack_nonce__?: unknown }).__webpack_nonce__;
  return typeof nonce === 'string' && nonce ? nonce : undefined;
}

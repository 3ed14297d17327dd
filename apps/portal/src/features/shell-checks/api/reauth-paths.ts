/** Where a corporation that must redo real-name authentication is sent (spec §4). */
export const REALNAME_PATH = '/my/enterprise-info/realname';

// Spec §4 "listed enterprise-info, e-account and director/operator pages": every enterprise-info page but the
// real-name one itself, the e-account pages, and the director and operator home pages of each product.
const LISTED = [/^\/my\/enterprise-info\//, /^\/my\/electronic-account\//, /^\/[a-z]+\/(?:core|chain)\/index\/(?:director|operator)$/];

/** Whether visiting this app path (below /cv3) re-checks the mandatory real-name re-authentication. */
export function checksReauthOn(path: string): boolean {
  return path !== REALNAME_PATH && LISTED.some((pattern) => pattern.test(path));
}

/**
 * How the signing core reaches the platform API. The host passes its API client (e.g. @scf/api's) wrapped
 * in this one method, so the core stays framework- and client-free.
 */
export interface SigningTransport {
  /** One API call; resolves to the envelope's `data` and rejects on a non-'0' code or a network error. */
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
}

/** The paths the signing core calls besides the per-business originals (spec §7). */
export const SIGNING_PATHS = {
  switch: '/v1/auth/cfca/controls/enable',
  rules: '/v1/auth/ccbca/rules',
  registrationOriginal: '/v1/auth/cas/add/info/original',
  softCaProjectCode: '/v1/credits/signature/softCa/projectCode',
} as const;

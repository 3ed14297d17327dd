/** SWR keys of the key screens; a change or revocation revalidates bindings and requests together. */
export const UKEY_SWR = {
  bindings: 'ukey/bindings',
  requests: 'ukey/requests',
  bills: 'ukey/bills',
  detail: (requestId: string) => `ukey/requests/${requestId}`,
} as const;

/** Every key-screen entry: what a change, revocation, renewal or download makes stale. */
export const isUkeyKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith('ukey/');

import * as z from 'zod/mini';

/** Success code of every envelope (spec §7, §8). */
export const SUCCESS_CODE = '0';
/** The server's generic failure code (spec §8). */
export const SYSTEM_ERROR_CODE = '99999999';

/** `{ code, message, data }`: the shape of every API response. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}

/** An envelope whose data is not inspected (used for failures and pass-through calls). */
export const anyEnvelope = z.object({ code: z.string(), message: z.string(), data: z.unknown() });
export type Envelope<T = unknown> = { code: string; message: string; data: T };

/** Stable machine codes the reference server uses for rejected requests (message text is Chinese). */
export const ERROR_CODE = {
  signMismatch: 'SIGN_MISMATCH',
  clockSkew: 'CLOCK_SKEW',
  replay: 'REPLAY',
  xsrf: 'XSRF',
  crossSite: 'CROSS_SITE',
  contentType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  badCredentials: 'BAD_CREDENTIALS',
  /** Too many failed logins for a user name: the message says for how long (the same for an unknown name). */
  accountLocked: 'ACCOUNT_LOCKED',
  conflict: 'CONFLICT',
  /** The corporation has not opened the product the call belongs to (domain-lines.md §17.1). */
  productNotOpen: 'PRODUCT_NOT_OPEN',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

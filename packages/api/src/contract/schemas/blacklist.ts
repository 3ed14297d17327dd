import { z } from 'zod';

/** One path segment: letters, digits, `_` and `-` only, so it can be put into a URL path without encoding. */
export const blacklistSegmentSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * `POST /api/web/corp/v1/corp/blacklist/product/{productType}/busi/{busiProcess}/{listType}`: is a corporation
 * on the list for a product and process (ISSUE, TRANSFER, FINANCE...)? The path carries the three keys; the body
 * optionally names the counterparty to check besides the caller.
 */
export const blacklistParamsSchema = z.strictObject({
  productType: blacklistSegmentSchema,
  busiProcess: blacklistSegmentSchema,
  listType: blacklistSegmentSchema,
});
export type BlacklistParams = z.infer<typeof blacklistParamsSchema>;
export const blacklistRequestSchema = z.strictObject({ corpId: z.string().min(1).max(64).optional() });
export type BlacklistRequest = z.infer<typeof blacklistRequestSchema>;

/** The message spec §4.7 gives when the applicant or the counterparty is on the list. */
export const BLACKLISTED_MESSAGE = '该企业暂不能办理此业务';
/** The check's answer: listed or not, and the message to show when listed ('' otherwise). */
export const blacklistResultSchema = z.object({ blacklisted: z.boolean(), message: z.string() });
export type BlacklistResult = z.infer<typeof blacklistResultSchema>;

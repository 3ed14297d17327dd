import * as z from 'zod/mini';

/** A dictionary entry (spec §3), grouped by dictionary type in the response. */
export const dictEntrySchema = z.object({ dictLabel: z.string(), dictValue: z.string() });
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** `POST /api/web/corp/v1/sys/dict-datas/list-by-dict-types {dictTypes}` → `{ [dictType]: entries }`. */
export const dictRequestSchema = z.strictObject({ dictTypes: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(50)) });
export const dictResponseSchema = z.record(z.string(), z.array(dictEntrySchema));
export type DictData = z.infer<typeof dictResponseSchema>;

/** `POST /v1/sys/holidays/currentYear {region:'156'}` → the non-working dates of the year (`YYYY-MM-DD`). */
export const holidayRequestSchema = z.strictObject({ region: z.literal('156') });
export const holidayResponseSchema = z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

/**
 * `GET /v1/credits/issue/issuers`: the issuer corporations the user may act for, with the (sub-)limit each issues
 * under and its available amount (domain.md §6.2), shown beside the picker.
 */
export const issuerSchema = z.object({
  corpId: z.string(),
  corpName: z.string(),
  /** The line (group) or sub-limit (member) the issuer draws on; absent when it has none active. */
  limitId: z.optional(z.string()),
  available: z.optional(z.string()),
});
export const issuerListSchema = z.array(issuerSchema);
export type Issuer = z.infer<typeof issuerSchema>;

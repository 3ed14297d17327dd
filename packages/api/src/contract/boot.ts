import * as z from 'zod/mini';
import { platformConfigSchema, platformParamSchema } from './schemas/config';

/**
 * The data the server puts into index.html so the first paint is branded (issue 9): the platform config and the
 * parameter record, exactly as their endpoints answer them; `null` for one the server could not read (the portal
 * then asks the endpoint, and falls back to the spec §8 defaults).
 */
export const BOOT_DATA_ID = 'scf-boot';

export const bootDataSchema = z.object({
  platform: z.nullable(platformConfigSchema),
  param: z.nullable(platformParamSchema),
  /**
   * Whether the session the page was served with is signed in. False: the portal starts as a visitor without asking
   * `/uaa/v1/security/token`, which would answer 401 on every anonymous page load (issue 28 item 10).
   */
  signedIn: z.optional(z.boolean()),
});
export type BootData = z.infer<typeof bootDataSchema>;

/**
 * The `<script type="application/json">` data block (not executed, so outside the CSP's script rules). `<` is escaped
 * so no value can close the element or open a comment.
 */
export function bootDataElement(data: BootData): string {
  const json = JSON.stringify(bootDataSchema.parse(data)).replace(/</g, '\\u003c');
  return `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}

/** The boot data of a page, or null when it has none or it does not match the schema (never trusted blindly). */
export function readBootData(doc: Pick<Document, 'getElementById'>): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = bootDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

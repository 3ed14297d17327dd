import * as z from 'zod/mini';
import { VOUCHER_FINANCE_MODES } from '../products';

/** Platform config, variant A (spec §3). */
export const platformConfigASchema = z.object({
  variant: z.literal('A'),
  tempId: z.string(),
  loginUrl: z.string(),
  platformType: z._default(z.string(), 'CCBSCF'),
  isOrgLogin: z.boolean(),
  platformLogo: z.string(),
  topSlogan: z.string(),
  topBarColor: z.string(),
  topBarWordColor: z.string(),
  tailBarColor: z.string(),
  tailBarWordColor: z.string(),
  hotline: z.string(),
  contactAddress: z.string(),
  postcode: z.string(),
  onlineService: z.string(),
  copyrightCn: z.string(),
  copyrightEn: z.string(),
  securityRegister: z.string(),
  registerUrl: z.string(),
  icpRegister: z.string(),
});
export type PlatformConfigA = z.infer<typeof platformConfigASchema>;

/** Platform config, variant B (spec §3). */
export const platformConfigBSchema = z.object({
  variant: z.literal('B'),
  loginUrl: z.string(),
  topBackgroundColor: z.string(),
  topTextColor: z.string(),
  topDocSlogan: z.string(),
  bottomBackgroundColor: z.string(),
  bottomTextColor: z.string(),
  bottomDocOnline: z.string(),
  bottomDocTel: z.string(),
  bottomDocAddr: z.string(),
  bottomDocOwnership: z.string(),
  bottomDocCopyright: z.string(),
  bottomDocSecRec: z.string(),
  secRecUrl: z.string(),
  icprec: z.string(),
  opshort: z.string(),
  corpName: z.string(),
  authConfirmFile: z.string(),
});
export type PlatformConfigB = z.infer<typeof platformConfigBSchema>;

const ownFields = (shape: Record<string, unknown>, other: Record<string, unknown>) => Object.keys(shape).filter((k) => k !== 'variant' && !(k in other));
const A_FIELDS = ownFields(platformConfigASchema.shape, platformConfigBSchema.shape);
const B_FIELDS = ownFields(platformConfigBSchema.shape, platformConfigASchema.shape);

/**
 * Spec §3 sends no `variant`: it is recognised from the fields only one variant has (more of A's than of B's is A,
 * and the reverse B); a `variant` that is sent is kept, and the schema then checks it against the fields.
 */
export function withConfigVariant(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || 'variant' in raw) return raw;
  const a = A_FIELDS.filter((k) => k in raw).length;
  const b = B_FIELDS.filter((k) => k in raw).length;
  return a === b ? raw : { ...raw, variant: a > b ? 'A' : 'B' };
}

/**
 * `POST /v1/sys/configs/find-by-config-key {configKey:'PLATFORM_CONFIG'}`: the deployment's platform
 * config, either variant, as spec §3 sends it (the variant recognised from the fields). The portal falls back to the
 * spec §8 default when this call fails.
 */
export const platformConfigSchema = z.pipe(z.transform(withConfigVariant), z.discriminatedUnion('variant', [platformConfigASchema, platformConfigBSchema]));
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/** `POST /v1/sys/tools/loadViewConfig`: the page configuration (spec §3). */
export const pageConfigSchema = z.object({
  logoUrl: z.string(),
  tempId: z.string(),
  isRT: z.boolean(),
  tailBarWordColor: z.string(),
  contactAddress: z.string(),
  postcode: z.string(),
  hotline: z.string(),
  copyrightCn: z.string(),
  copyrightEn: z.string(),
  registerUrl: z.string(),
  securityRegister: z.string(),
  icpRegister: z.string(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

/** `POST /v1/sys/tools/loadValueConfig`: the platform parameter record (spec §3). */
export const platformParamSchema = z.object({
  pkPlatformParam: z.string(),
  platformName: z.string(),
  availableProduct: z.string(),
  platformUrl: z.string(),
  platformState: z.string(),
  platformLogo: z.string(),
  topBarColor: z.string(),
  tailBarColor: z.string(),
  loginUrl: z.string(),
  hotline: z.string(),
  onlineService: z.string(),
  copyrightCn: z.string(),
  securityRegister: z.string(),
  icpRegister: z.string(),
  authType: z.string(),
  invoiceMenuDisplay: z.boolean(),
  userRoleMenuDisplay: z.boolean(),
  userRoleModify: z.boolean(),
  userRoleAdd: z.boolean(),
  ukeyMenuDisplay: z.boolean(),
  ukeyAdd: z.boolean(),
  ukeyChange: z.boolean(),
});
export type PlatformParam = z.infer<typeof platformParamSchema>;

/** `POST /v1/xugong/sys/tools/loadPrdConfig`: product names and choices (spec §3). */
export const productConfigSchema = z.object({
  discountShort: z.string(),
  discountName: z.string(),
  edtShortName: z.string(),
  edtName: z.string(),
  voucherFinanceMode: z.enum(VOUCHER_FINANCE_MODES),
  prdChoice: z.array(z.string()),
});
export type ProductConfig = z.infer<typeof productConfigSchema>;

/** `POST /v1/sys/configs/common/find-value-json-by-config-key {configKey:'CUSTOMER_SERVICE'}` (spec §3). */
export const customerServiceConfigSchema = z.object({
  enabled: z.boolean(),
  qrCodeUrl: z.string(),
  baseUrl: z.string(),
  appId: z.string(),
});
export type CustomerServiceConfig = z.infer<typeof customerServiceConfigSchema>;

/** Request body of the two config-key calls. */
export const configKeyRequestSchema = z.strictObject({ configKey: z.string().check(z.minLength(1), z.maxLength(64)) });

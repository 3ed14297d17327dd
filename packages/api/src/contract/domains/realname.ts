// 实名认证 (domain-lines.md §15.4–§15.8): the corporation's real-name state, its methods and records.
export { realnameEndpoints, ukeyRealnameSchema } from '../endpoints/realname';
export type { UkeyRealnameInput } from '../endpoints/realname';
export {
  REALNAME_ADMIN_ONLY,
  REALNAME_METHOD_LABEL,
  REALNAME_REFUSAL,
  REALNAME_STATE_LABEL,
  REAUTH_REASON_MESSAGE,
  licenseAccountSchema,
  softKeyRealnameSchema,
} from '../schemas/realname';
export type { LicenseAccountInput, Realname, RealnameMethod, RealnameRecord, RealnameState, ReauthReason, SoftKeyRealnameInput } from '../schemas/realname';

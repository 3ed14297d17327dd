export { useFormErrors } from './use-form-errors';
export type { FieldErrors, FormErrors } from './use-form-errors';
export { withRequiredMessages } from './required-messages';
export type { RequiredMessages } from './required-messages';
export { encryptFields } from './encrypt-fields';
export { useCountdown } from './use-countdown';

// @scf/api/validators: one zod schema per spec §5 rule, shared by the portal's forms and the server's requests.
export { passwordInput } from './login';
export { VALIDATION_MESSAGES } from './messages';
export { FEEDBACK_MOBILE_PATTERN, FIXED_PHONE_PATTERN, MOBILE_PATTERN, email, feedbackMobile, fixedPhone, mobile } from './contact';
export { corpName, hasParentheses, noParentheses, userName } from './names';
export { newPassword } from './new-password';
export { SMS_CODE_PATTERN, changeMobileForm, changePasswordForm, smsCode } from './account-forms';
export type { ChangeMobileForm, ChangePasswordForm } from './account-forms';
export { idCard, idCardCheckDigit, isIdCard } from './id-card';
export { USCC_CHARS, isUscc, uscc, usccCheckChar } from './uscc';
export { MONEY_PATTERN, money, moneyFen } from './money';
export { FEEDBACK_LIMITS, feedbackForm } from './feedback';
export type { FeedbackForm } from './feedback';
export {
  LOGIN_NAME_PATTERN,
  loginName,
  normaliseCorpName,
  passwordHoldsName,
  registerCorpName,
  registerFields,
  registerForm,
  resetIdentityForm,
  resetPasswordForm,
} from './register-form';
export type { RegisterFields, RegisterForm, RegisterFormInput, ResetIdentityForm, ResetPasswordForm } from './register-form';
export { INVOICE_SPECIAL_REQUIRED, INVOICE_TYPES, INVOICE_TYPE_LABEL, invoiceInfoForm } from './invoice-info';
export type { InvoiceInfoForm, InvoiceType } from './invoice-info';

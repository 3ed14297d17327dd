// @scf/signing/react: React hooks over the signing core.
export { useSigningDriverName } from './use-signing-driver-name';
export { useSignBusiness } from './use-sign-business';
export type { SignStatus, UseSignBusiness } from './use-sign-business';

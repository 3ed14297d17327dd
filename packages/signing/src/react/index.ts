// @scf/signing/react: React hooks over the signing core (issue 4).
export { useSigningDriverName } from './use-signing-driver-name';

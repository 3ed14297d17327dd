// @scf/signing: framework-free signing core. Drivers and the orchestrator arrive with issue 4.
export { SIGN_RESULT } from './types';
export type { SigningDriver, CertificateInfo, SignRequest, SignResult } from './types';

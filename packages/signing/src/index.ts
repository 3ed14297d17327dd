// @scf/signing: framework-free signing core (security.md §2). React on @scf/signing/react, the soft key on
// @scf/signing/soft (its crypto loads only where it signs).
export { SIGN_RESULT, SM2_DEFAULT_USER_ID } from './types';
export type { CertInfo, CertType, CertificateFilter, SignAlg, SignRequest, SignResult, SignResultCode, SigningDriver } from './types';
export { DRIVER_CODES, REGISTRATION_CODES, SIGN_ERROR_CODES, specNumberOf } from './error-codes';
export type { SignErrorCode } from './error-codes';
export { SigningConfigError, SigningError, asSigningError, isSigningError } from './errors';
export { HARDWARE_CODES, describeSigningError, fromHardwareCode, specCodeLabel } from './error-catalogue';
export type { SigningAction, SigningErrorContext, SigningErrorDescription } from './error-catalogue';
export { normalizeSerial, sameSerial } from './serial';
export { assertDriverVersion, compareVersions } from './version';
export { ruleForSerial } from './rules';
export { issuerMatches } from './bank';
export type { BankProfile } from './bank';

export { createSigningConfig } from './config/create-signing-config';
export type { SigningConfig, SigningConfigOptions } from './config/create-signing-config';
export type { DriverEntry, DriverSource, KeyHint } from './config/driver-source';
export type { FlowContext } from './flows/flow-context';
export type { RoleKey } from './flows/role-key';
export type { FailedOutcome } from './flows/failed-outcome';
export type { SignOutcome } from './flows/sign-outcome';
export type { BusinessType, SignBusinessRequest } from './flows/sign-business';
export type { SignOriginalRequest } from './flows/sign-original';
export type { OriginalSource } from './flows/original-text';
export type { ConfirmOriginal, KeySignature } from './flows/sign-with-key';
export type { KeyReading } from './flows/key-checks';
export type { RegisterKeyRequest, RegisterOutcome } from './flows/register-key';
export type { RegisterAndSubmitRequest, RegistrationFailure, SubmitOutcome } from './flows/register-and-submit';
export type { WriteCertificateRequest, WriteOutcome } from './flows/write-certificate';

export { createDummyDriver, DUMMY_SIGNATURE } from './drivers/dummy-driver';
export { createMockDriver } from './drivers/mock-driver';
export type { MockDriver, MockDriverState, MockFault } from './drivers/mock-driver';
export { createMockTransport } from './testing/mock-transport';
export type { MockCall, MockTransport } from './testing/mock-transport';
export { createLocalAgentDriver } from './drivers/local-agent-driver';
export type { LocalAgentDriverOptions } from './drivers/local-agent-driver';
export {
  AGENT_PATHS,
  DEFAULT_AGENT_PORT,
  agentCertificatesSchema,
  agentImportRequestSchema,
  agentOkSchema,
  agentSignRequestSchema,
  agentSignResponseSchema,
  agentVersionSchema,
} from './drivers/local-agent-protocol';
export type { AgentImportRequest, AgentSignRequest } from './drivers/local-agent-protocol';
export { certTypeOfSpki, sm2PublicKeyToSpki, spkiToSm2PublicKey } from './spki';
export { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from './encoding';

// @scf/signing: framework-free signing core (security.md §2). React hooks live on @scf/signing/react.
export { SIGN_RESULT, SM2_DEFAULT_USER_ID } from './types';
export type { CertInfo, CertType, CertificateFilter, SignAlg, SignRequest, SignResult, SignResultCode, SigningDriver } from './types';
export { DRIVER_CODES, REGISTRATION_CODES, SIGN_ERROR_CODES, specNumberOf } from './error-codes';
export type { SignErrorCode } from './error-codes';
export { SigningError, asSigningError, isSigningError } from './errors';
export { HARDWARE_CODES, describeSigningError, fromHardwareCode, specCodeLabel } from './error-catalogue';
export type { SigningAction, SigningErrorContext, SigningErrorDescription } from './error-catalogue';
export { normalizeSerial, sameSerial } from './serial';
export { assertDriverVersion, compareVersions } from './version';
export { DEFAULT_SIGNATURE_RULES, createRulesLoader, ruleForSerial, signatureRulesSchema } from './rules';
export type { SignatureRule } from './rules';
export { SIGNING_PATHS } from './transport';
export type { SigningTransport } from './transport';
export { BUSINESS_SIGNING } from './business-types';
export type { BusinessSigning, BusinessType } from './business-types';
export { issuerMatches } from './bank';
export type { BankProfile } from './bank';
export { createSigner } from './signer';
export type { RoleKey, SignBusinessRequest, SignOriginalRequest, SignOutcome, Signer, SignerOptions } from './signer';
export { registerKey } from './register-key';
export type { RegisterKeyOptions, RegisterOutcome } from './register-key';
export { registerAndSubmit } from './register-and-submit';
export type { RegisterAndSubmitOptions, RegistrationFailure, SubmitOutcome } from './register-and-submit';
export { createDummyDriver, DUMMY_SIGNATURE } from './drivers/dummy-driver';
export { createMockDriver } from './drivers/mock-driver';
export type { MockDriver, MockDriverState, MockFault } from './drivers/mock-driver';
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
export { createSoftDriver, SOFT_DRIVER_VERSION } from './drivers/soft/soft-driver';
export type { SoftDriverOptions } from './drivers/soft/soft-driver';
export { createMemoryKeyStore } from './drivers/soft/key-store';
export type { SoftKeyRecord, SoftKeyStore } from './drivers/soft/key-store';
export { createIndexedDbKeyStore } from './drivers/soft/indexeddb-store';
export { generateSoftKey, installSoftCertificate } from './drivers/soft/soft-keys';
export type { GenerateSoftKeyOptions } from './drivers/soft/soft-keys';
export { certInfoFromDer } from './drivers/soft/certificate';
export { certTypeOfSpki, sm2PublicKeyToSpki, spkiToSm2PublicKey } from './drivers/soft/spki';
export { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from './encoding';

import { describe, expect, it } from 'vitest';
import * as core from './index';
import * as react from './react/index';

// The public surface is a contract with host platforms (design.md §5.7): changing it must be deliberate.
describe('@scf/signing public exports', () => {
  it('core', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "AGENT_PATHS",
        "BUSINESS_SIGNING",
        "DEFAULT_AGENT_PORT",
        "DEFAULT_SIGNATURE_RULES",
        "DRIVER_CODES",
        "DUMMY_SIGNATURE",
        "HARDWARE_CODES",
        "REGISTRATION_CODES",
        "SIGNING_PATHS",
        "SIGN_ERROR_CODES",
        "SIGN_RESULT",
        "SM2_DEFAULT_USER_ID",
        "SOFT_DRIVER_VERSION",
        "SigningError",
        "agentCertificatesSchema",
        "agentImportRequestSchema",
        "agentOkSchema",
        "agentSignRequestSchema",
        "agentSignResponseSchema",
        "agentVersionSchema",
        "asSigningError",
        "assertDriverVersion",
        "base64ToBytes",
        "bytesToBase64",
        "bytesToHex",
        "certInfoFromDer",
        "certTypeOfSpki",
        "compareVersions",
        "createDummyDriver",
        "createIndexedDbKeyStore",
        "createLocalAgentDriver",
        "createMemoryKeyStore",
        "createMockDriver",
        "createRulesLoader",
        "createSigner",
        "createSoftDriver",
        "describeSigningError",
        "fromHardwareCode",
        "generateSoftKey",
        "hexToBytes",
        "installSoftCertificate",
        "isSigningError",
        "issuerMatches",
        "normalizeSerial",
        "registerAndSubmit",
        "registerKey",
        "ruleForSerial",
        "sameSerial",
        "signatureRulesSchema",
        "sm2PublicKeyToSpki",
        "specCodeLabel",
        "specNumberOf",
        "spkiToSm2PublicKey",
      ]
    `);
  });

  it('react', () => {
    expect(Object.keys(react).sort()).toEqual(['useSignBusiness', 'useSigningDriverName']);
  });
});

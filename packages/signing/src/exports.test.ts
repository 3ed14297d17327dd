import { describe, expect, it } from 'vitest';
import * as core from './index';
import * as react from './react/index';
import * as soft from './soft/index';
import * as verify from './verify/index';

// The public surface is a contract with host platforms (design.md §5.7): changing it must be deliberate.
describe('@scf/signing public exports', () => {
  it('lists every export of each entry', () => {
    const entries = { core, react, soft, verify };
    expect(Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, Object.keys(entry).sort()]))).toMatchInlineSnapshot(`
      {
        "core": [
          "AGENT_PATHS",
          "DEFAULT_AGENT_PORT",
          "DRIVER_CODES",
          "DUMMY_SIGNATURE",
          "HARDWARE_CODES",
          "REGISTRATION_CODES",
          "SIGN_ERROR_CODES",
          "SIGN_RESULT",
          "SM2_DEFAULT_USER_ID",
          "SigningConfigError",
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
          "certTypeOfSpki",
          "compareVersions",
          "createDummyDriver",
          "createLocalAgentDriver",
          "createMockDriver",
          "createMockTransport",
          "createSigningConfig",
          "describeSigningError",
          "fromHardwareCode",
          "hexToBytes",
          "isSigningError",
          "issuerMatches",
          "normalizeSerial",
          "ruleForSerial",
          "sameSerial",
          "sm2PublicKeyToSpki",
          "specCodeLabel",
          "specNumberOf",
          "spkiToSm2PublicKey",
        ],
        "react": [
          "MissingSigningProviderError",
          "SigningProvider",
          "useRegisterKey",
          "useSignedCall",
          "useSigner",
          "useSigningState",
        ],
        "soft": [
          "SOFT_DRIVER_VERSION",
          "certInfoFromDer",
          "createIndexedDbKeyStore",
          "createMemoryKeyStore",
          "createSoftDriver",
          "enrollSoftKey",
          "generateSoftKey",
          "installSoftCertificate",
          "softKeySource",
        ],
        "verify": [
          "verifySignature",
        ],
      }
    `);
  });
});

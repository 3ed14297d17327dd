import type { CertInfo, SigningDriver } from '../types';

/**
 * Values attached when the signing switch is off (spec §4 "dummy values"). The server accepts them only when
 * its own switch is off, never on the client's say-so (security.md §2.2 step 8).
 */
export const DUMMY_SIGNATURE = {
  algorithmType: 'NONE',
  issuerDn: 'NONE',
  certSerialNo: '0',
  signature: 'NONE',
} as const;

const DUMMY_CERT: CertInfo = {
  handle: 'dummy',
  serialNumber: DUMMY_SIGNATURE.certSerialNo,
  issuerDN: DUMMY_SIGNATURE.issuerDn,
  subjectDN: DUMMY_SIGNATURE.issuerDn,
  certType: 'RSA',
};

/** The driver used while the signing switch is off: no key, no crypto, the dummy values. */
export function createDummyDriver(): SigningDriver {
  return {
    id: 'dummy',
    isAvailable: async () => true,
    getVersion: async () => '0',
    listCertificates: async () => [DUMMY_CERT],
    sign: async (request) => ({
      signatureB64: DUMMY_SIGNATURE.signature,
      format: 'dummy',
      alg: request.alg,
      serialNumber: DUMMY_SIGNATURE.certSerialNo,
      issuerDN: DUMMY_SIGNATURE.issuerDn,
    }),
  };
}

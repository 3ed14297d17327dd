import { SigningError } from '../errors';
import type { SignErrorCode } from '../error-codes';
import { bytesToBase64, utf8 } from '../encoding';
import { matchesFilter } from '../certificate-filter';
import type { CertInfo, SignResult, SigningDriver } from '../types';

/** A step of the mock's fault script: the next call of `op` fails with `code` (and optional hardware code). */
export interface MockFault {
  op: 'isAvailable' | 'getVersion' | 'listCertificates' | 'sign' | 'importCertificate';
  code: SignErrorCode;
  driverCode?: number;
}

export interface MockDriverState {
  available: boolean;
  version: string;
  certificates: CertInfo[];
  /** Sign with another serial than the certificate's (a key swapped mid-flow). */
  signSerialOverride?: string;
  /** Resolve sign with this instead of a computed result. */
  signResultOverride?: Partial<SignResult>;
  /** Certificates written by importCertificate, in order (the key's `certDerB64` is replaced too). */
  imported?: { handle: string; certDerB64: string }[];
}

export interface MockDriver extends SigningDriver {
  readonly state: MockDriverState;
  /** Queue faults; each is used once by the next call of its operation. */
  fail(...faults: MockFault[]): void;
  /** Every call made, for assertions. */
  readonly calls: string[];
}

/**
 * Deterministic test double (security.md §2.2): no device, wrong issuer, two keys, user cancel, outdated
 * version... are states or scripted faults, so every spec error path can be driven without hardware.
 * Its "signature" is base64 of `mock:<serial>:<original>`; it proves nothing and no server accepts it.
 */
export function createMockDriver(initial: Partial<MockDriverState> = {}): MockDriver {
  const state: MockDriverState = { available: true, version: '3.0.0', certificates: [], ...initial };
  const faults: MockFault[] = [];
  const calls: string[] = [];
  const take = (op: MockFault['op']) => {
    calls.push(op);
    const i = faults.findIndex((f) => f.op === op);
    if (i === -1) return;
    const [fault] = faults.splice(i, 1);
    throw new SigningError(fault!.code, `mock fault in ${op}`, fault!.driverCode);
  };
  return {
    id: 'mock',
    state,
    calls,
    fail: (...f) => void faults.push(...f),
    async isAvailable() {
      take('isAvailable');
      return state.available;
    },
    async getVersion() {
      take('getVersion');
      return state.version;
    },
    async listCertificates(filter) {
      take('listCertificates');
      return state.certificates.filter((c) => matchesFilter(c, filter));
    },
    async sign(request) {
      take('sign');
      const cert = state.certificates.find((c) => c.handle === request.handle);
      if (!cert) throw new SigningError('KEY_REMOVED', `no certificate ${request.handle}`, 0x0a000023);
      const serial = state.signSerialOverride ?? cert.serialNumber;
      return {
        signatureB64: bytesToBase64(utf8(`mock:${serial}:${request.original}`)),
        format: cert.certType === 'SM2' ? 'sm2-der' : 'pkcs1',
        alg: request.alg,
        serialNumber: serial,
        issuerDN: cert.issuerDN,
        ...state.signResultOverride,
      };
    },
    async importCertificate(handle, certDerB64) {
      take('importCertificate');
      const i = state.certificates.findIndex((c) => c.handle === handle);
      if (i === -1) throw new SigningError('KEY_REMOVED', `no certificate ${handle}`, 0x0a000023);
      state.certificates[i] = { ...state.certificates[i]!, certDerB64 };
      (state.imported ??= []).push({ handle, certDerB64 });
    },
  };
}

import type { CertificateRegistration } from '@scf/api/contract';
import { issuerMatches } from './bank';
import type { BankProfile } from './bank';
import { describeSigningError } from './error-catalogue';
import { REGISTRATION_CODES } from './error-codes';
import type { SigningErrorDescription } from './error-catalogue';
import { SigningError, asSigningError } from './errors';
import { createRulesLoader, ruleForSerial } from './rules';
import { SIGNING_PATHS } from './transport';
import type { SigningTransport } from './transport';
import type { CertInfo, SigningDriver } from './types';
import { assertDriverVersion } from './version';

export interface RegisterKeyOptions {
  driver: SigningDriver;
  transport: SigningTransport;
  /** Every bank the platform knows, to tell "unknown issuer" (code 1) from "another bank's key" (code 12). */
  banks: readonly BankProfile[];
  /** The bank the user chose. */
  bankCode: string;
  /** Platform id of the CA record (`pkCa`); defaults to the bank code. */
  pkCa?: string;
  minDriverVersion?: string;
  /**
   * Show the key that was read before it signs (e.g. 更换Ukey: old vs new key); resolve false to stop with
   * `USER_CANCELLED`. Called after every check passed, before the original is fetched.
   */
  confirm?: (cert: CertInfo) => Promise<boolean>;
}

export type RegisterOutcome =
  | { code: 0; registration: CertificateRegistration; cert: CertInfo }
  | { code: -1; error: SigningError; registrationCode: number | undefined; description: SigningErrorDescription };

/** Registration code number (1–12) of a failure, from the spec §8 table. */
function registrationNumber(code: SigningError['code']): number | undefined {
  const hit = Object.entries(REGISTRATION_CODES).find(([, c]) => c === code);
  return hit ? Number(hit[0]) : undefined;
}

async function guard<T>(code: SigningError['code'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asSigningError(error, code);
  }
}

/**
 * Read the inserted key and sign the registration original (`/v1/auth/cas/add/info/original`) to bind it
 * (`/register/identify/ukey`, spec §3 certificate registration info). Failures carry registration codes 1–12
 * and driver codes 1–2 (spec §8). The server verifies the signature against the certificate before binding.
 */
export async function registerKey(options: RegisterKeyOptions): Promise<RegisterOutcome> {
  const { driver, transport, banks, bankCode } = options;
  try {
    const bank = banks.find((b) => b.code === bankCode);
    if (!bank) throw new SigningError('REQUEST_ERROR', `unknown bank ${bankCode}`);
    if (!(await guard('DRIVER_UNAVAILABLE', () => driver.isAvailable()))) throw new SigningError('DRIVER_UNAVAILABLE');
    if (options.minDriverVersion) assertDriverVersion(await driver.getVersion().catch(() => undefined), options.minDriverVersion);
    const certs = await guard('CERT_SELECT_FAILED', () => driver.listCertificates());
    if (certs.length === 0) throw new SigningError('CERT_SELECT_FAILED', 'no key inserted');
    if (certs.length > 1) throw new SigningError('MULTIPLE_KEYS', `${certs.length} keys`);
    const cert = certs[0]!;
    if (!cert.issuerDN) throw new SigningError('ISSUER_DN_FAILED');
    if (!banks.some((b) => issuerMatches(cert.issuerDN, b))) throw new SigningError('ISSUER_UNKNOWN', cert.issuerDN);
    if (!issuerMatches(cert.issuerDN, bank)) throw new SigningError('ISSUER_MISMATCH', cert.issuerDN);
    if (!cert.keyCode) throw new SigningError('PRINT_NUMBER_FAILED');
    if (!cert.serialNumber) throw new SigningError('SERIAL_FAILED');
    if (!cert.subjectDN) throw new SigningError('DN_FAILED');
    const rules = await createRulesLoader(() => transport.request('POST', SIGNING_PATHS.rules))();
    const rule = ruleForSerial(cert.serialNumber, rules);
    if (!rule || rule.certType !== cert.certType) throw new SigningError('ALGORITHM_FAILED', `${rule?.certType} rule, ${cert.certType} key`);
    if (options.confirm && !(await options.confirm(cert))) throw new SigningError('USER_CANCELLED');
    const original = await guard('ORIGINAL_FAILED', () => transport.request('GET', SIGNING_PATHS.registrationOriginal));
    if (typeof original !== 'string' || !original) throw new SigningError('ORIGINAL_FAILED', 'empty original');
    const signed = await guard('SIGN_FAILED', () => driver.sign({ handle: cert.handle, original, alg: rule.alg }));
    if (!signed.signatureB64) throw new SigningError('SIGN_FAILED', 'empty signature');
    return {
      code: 0,
      cert,
      registration: {
        raType: bank.raType,
        ukeyBank: bank.code,
        ukeyCode: cert.keyCode,
        original,
        signature: signed.signatureB64,
        pkCa: options.pkCa ?? bank.code,
        ukeyNo: cert.serialNumber,
        algorithmType: rule.alg,
        issuerDN: cert.issuerDN,
        subjectDN: cert.subjectDN,
      },
    };
  } catch (error) {
    const e = asSigningError(error, 'REQUEST_ERROR');
    return { code: -1, error: e, registrationCode: registrationNumber(e.code), description: describeSigningError(e.code) };
  }
}

import { signingEndpoints } from '@scf/api/contract';
import type { CertificateRegistration } from '@scf/api/contract';
import { issuerMatches } from '../bank';
import type { SigningErrorDescription } from '../error-catalogue';
import { REGISTRATION_CODES } from '../error-codes';
import { SigningError, guard } from '../errors';
import type { CertInfo } from '../types';
import { failedOutcome } from './failed-outcome';
import type { FlowContext } from './flow-context';
import { algorithmFor, checkDriver } from './key-checks';
import { requireOriginal } from './original-text';

export interface RegisterKeyRequest {
  /** The bank the user chose; the first configured bank when omitted. */
  bankCode?: string;
  /** Platform id of the CA record (`pkCa`); defaults to the bank code. */
  pkCa?: string;
  /**
   * Show the key that was read before it signs (e.g. 更换Ukey: old vs new key); resolve false to stop with
   * `USER_CANCELLED`. Called after every check passed, before the original is fetched.
   */
  confirm?: (cert: CertInfo) => Promise<boolean>;
}

export type RegisterOutcome =
  | { code: 0; registration: CertificateRegistration; cert: CertInfo }
  | { code: -1; error: SigningError; registrationCode: number | undefined; description: SigningErrorDescription };

/** Registration code number (1–12) of a failure, from the spec §8 table; driver codes are not registration codes. */
function registrationNumber(code: SigningError['code']): number | undefined {
  const hit = Object.entries(REGISTRATION_CODES).find(([, c]) => c === code);
  return hit ? Number(hit[0]) : undefined;
}

/**
 * Read the one inserted key and sign the registration original (`signingEndpoints.registrationOriginal`) to bind it
 * (spec §3 certificate registration info). Failures carry registration codes 1–12 and driver codes 1–2 (spec §8).
 * The server verifies the signature against the certificate before binding.
 */
export async function registerKey(ctx: FlowContext, request: RegisterKeyRequest = {}): Promise<RegisterOutcome> {
  try {
    const bank = ctx.bank(request.bankCode);
    // A key being registered is not bound yet: no printed number to look for, so middleware holds it.
    const driver = await ctx.driverFor({});
    await checkDriver(driver, ctx.minVersionFor(driver));
    const certs = await guard('CERT_SELECT_FAILED', () => driver.listCertificates());
    if (certs.length === 0) throw new SigningError('CERT_SELECT_FAILED', 'no key inserted');
    if (certs.length > 1) throw new SigningError('MULTIPLE_KEYS', `${certs.length} keys`);
    const cert = certs[0]!;
    if (!cert.issuerDN) throw new SigningError('ISSUER_DN_FAILED');
    if (!ctx.banks.some((b) => issuerMatches(cert.issuerDN, b))) throw new SigningError('ISSUER_UNKNOWN', cert.issuerDN);
    if (!issuerMatches(cert.issuerDN, bank)) throw new SigningError('ISSUER_MISMATCH', cert.issuerDN);
    if (!cert.keyCode) throw new SigningError('PRINT_NUMBER_FAILED');
    if (!cert.serialNumber) throw new SigningError('SERIAL_FAILED');
    if (!cert.subjectDN) throw new SigningError('DN_FAILED');
    const rule = await algorithmFor(ctx, cert);
    if (request.confirm && !(await request.confirm(cert))) throw new SigningError('USER_CANCELLED');
    const original = await requireOriginal(() => ctx.transport.call(signingEndpoints.registrationOriginal));
    const signed = await guard('SIGN_FAILED', () => driver.sign({ handle: cert.handle, original, alg: rule.alg }));
    if (!signed.signatureB64) throw new SigningError('SIGN_FAILED', 'empty signature');
    const registration: CertificateRegistration = {
      raType: bank.raType,
      ukeyBank: bank.code,
      ukeyCode: cert.keyCode,
      original,
      signature: signed.signatureB64,
      pkCa: request.pkCa ?? bank.code,
      ukeyNo: cert.serialNumber,
      algorithmType: rule.alg,
      issuerDN: cert.issuerDN,
      subjectDN: cert.subjectDN,
    };
    return { code: 0, cert, registration };
  } catch (error) {
    const failed = failedOutcome(error, 'REQUEST_ERROR', { minVersion: ctx.minDriverVersion });
    return { ...failed, registrationCode: registrationNumber(failed.error.code) };
  }
}

import { SigningError } from '../errors';
import { SIGN_RESULT } from '../types';
import type { CertInfo } from '../types';
import { failedOutcome } from './failed-outcome';
import type { FailedOutcome } from './failed-outcome';
import type { FlowContext } from './flow-context';
import { readKey } from './key-checks';
import { messageContext } from './role-key';
import type { RoleKey } from './role-key';

export interface WriteCertificateRequest {
  /** The key the certificate was issued for: its printed number is required, only that key may take it. */
  role: RoleKey & { ukeyCode: string };
  certDerB64: string;
  bankCode?: string;
}

export type WriteOutcome = { code: typeof SIGN_RESULT.ok; cert: CertInfo } | FailedOutcome;

/**
 * 证书下载 into the key: find the key with the printed number (a soft key in this browser or the one Ukey of the
 * middleware), run the spec §4 key checks, and write the certificate with the driver's `importCertificate`, which
 * refuses a certificate for another public key (`CERT_KEY_MISMATCH`).
 */
export async function writeCertificate(ctx: FlowContext, request: WriteCertificateRequest): Promise<WriteOutcome> {
  const { role } = request;
  try {
    const { cert, driver } = await readKey(ctx, role, ctx.bank(request.bankCode));
    if (cert.keyCode !== role.ukeyCode) throw new SigningError('INSERT_KEY', cert.keyCode);
    if (!driver.importCertificate) throw new SigningError('DRIVER_ERROR', 'the driver cannot write certificates');
    await driver.importCertificate(cert.handle, request.certDerB64);
    return { code: SIGN_RESULT.ok, cert };
  } catch (error) {
    return failedOutcome(error, 'DRIVER_ERROR', messageContext(role, ctx.minDriverVersion));
  }
}

import type { SignaturePayload } from '@scf/api/contract';
import type { BankProfile } from '../bank';
import { SigningError, guard } from '../errors';
import { sameSerial } from '../serial';
import type { CertInfo } from '../types';
import type { FlowContext } from './flow-context';
import { algorithmFor, readKey } from './key-checks';
import type { RoleKey } from './role-key';

/** Show the original (and the key, when one signs) before signing (WYSIWYS); resolve false to cancel. */
export type ConfirmOriginal = (original: string, cert: CertInfo | undefined) => Promise<boolean>;

export interface KeySignature {
  cert: CertInfo;
  payload: SignaturePayload;
}

/**
 * Steps 1–7 with the real key: the key checks, the algorithm by serial, the original, the user's confirmation,
 * the signature, and the serial re-checked; builds the spec §3 payload without business lists.
 */
export async function signWithKey(
  ctx: FlowContext,
  request: { role: RoleKey; bank: BankProfile; original: () => Promise<string>; confirm?: ConfirmOriginal },
): Promise<KeySignature> {
  const { cert, driver } = await readKey(ctx, request.role, request.bank);
  const rule = await algorithmFor(ctx, cert);
  const original = await request.original();
  if (request.confirm && !(await request.confirm(original, cert))) throw new SigningError('USER_CANCELLED');
  const result = await guard('SIGN_FAILED', () => driver.sign({ handle: cert.handle, original, alg: rule.alg }));
  if (!result.signatureB64) throw new SigningError('SIGN_FAILED', 'empty signature');
  if (!result.serialNumber) throw new SigningError('SERIAL_FAILED');
  // The key that signed must be the key that was checked (a swap between steps is a mismatch).
  if (!sameSerial(result.serialNumber, cert.serialNumber)) throw new SigningError('CERT_MISMATCH', 'signed with another key');
  const issuerDn = result.issuerDN || cert.issuerDN;
  if (!issuerDn) throw new SigningError('ISSUER_DN_FAILED');
  return {
    cert,
    payload: { algorithmType: rule.alg, issuerDn, raType: request.bank.raType, signature: result.signatureB64, certSerialNo: cert.serialNumber, original },
  };
}

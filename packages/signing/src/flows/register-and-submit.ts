import type { CertificateRegistration } from '@scf/api/contract';
import { describeSigningError, specCodeLabel } from '../error-catalogue';
import type { SigningErrorDescription } from '../error-catalogue';
import type { SignErrorCode } from '../error-codes';
import type { CertInfo } from '../types';
import { requestFailed } from './failed-outcome';
import type { FlowContext } from './flow-context';
import { registerKey } from './register-key';
import type { RegisterKeyRequest } from './register-key';

/** Why registering a key failed: the code, its spec §8 label (注册错误码 N), message and what to do, in Chinese. */
export interface RegistrationFailure {
  ok: false;
  code: SignErrorCode;
  codeLabel: string | undefined;
  message: string;
  actionText: string;
}

export type SubmitOutcome<T> = { ok: true; value: T; cert: CertInfo } | RegistrationFailure;

export interface RegisterAndSubmitRequest<T> extends RegisterKeyRequest {
  /** Hand the registration and certificate to the platform (bind, change...). A rejection is registration code 11. */
  submit(registration: CertificateRegistration, certDerB64: string, cert: CertInfo): Promise<T>;
}

function failure(code: SignErrorCode, { message, actionText }: SigningErrorDescription): RegistrationFailure {
  return { ok: false, code, codeLabel: specCodeLabel(code), message, actionText };
}

/**
 * Register the one inserted key (`registerKey`) and submit the registration to the platform, which verifies the
 * signature against the certificate before it binds the key. Never throws: failures carry the spec §8 code.
 */
export async function registerAndSubmit<T>(ctx: FlowContext, request: RegisterAndSubmitRequest<T>): Promise<SubmitOutcome<T>> {
  const outcome = await registerKey(ctx, request);
  if (outcome.code !== 0) return failure(outcome.error.code, outcome.description);
  const { cert, registration } = outcome;
  if (!cert.certDerB64) {
    const d = describeSigningError('CERT_SELECT_FAILED');
    return failure('CERT_SELECT_FAILED', { ...d, message: `${d.message}：无法读取证书内容` });
  }
  try {
    return { ok: true, value: await request.submit(registration, cert.certDerB64, cert), cert };
  } catch (error) {
    const refused = requestFailed(error);
    return failure(refused.error.code, refused.description);
  }
}

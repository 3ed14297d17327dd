import type { CertificateRegistration } from '@scf/api/contract';
import { describeSigningError, specCodeLabel } from './error-catalogue';
import type { SignErrorCode } from './error-codes';
import { registerKey } from './register-key';
import type { RegisterKeyOptions } from './register-key';
import type { CertInfo } from './types';

/** Why registering a key failed: the code, its spec §8 label (注册错误码 N), message and what to do, in Chinese. */
export interface RegistrationFailure {
  ok: false;
  code: SignErrorCode;
  codeLabel: string | undefined;
  message: string;
  actionText: string;
}

export type SubmitOutcome<T> = { ok: true; value: T; cert: CertInfo } | RegistrationFailure;

export interface RegisterAndSubmitOptions<T> extends RegisterKeyOptions {
  /** Hand the registration and certificate to the platform (bind, change...). A rejection is registration code 11. */
  submit(registration: CertificateRegistration, certDerB64: string, cert: CertInfo): Promise<T>;
}

function failure(code: SignErrorCode, detail: string | undefined, minVersion?: string): RegistrationFailure {
  const d = describeSigningError(code, { minVersion });
  return { ok: false, code, codeLabel: specCodeLabel(code), message: detail ? `${d.message}：${detail}` : d.message, actionText: d.actionText };
}

/**
 * Register the one inserted key (`registerKey`) and submit the registration to the platform, which verifies the
 * signature against the certificate before it binds the key. Never throws: failures carry the spec §8 code.
 */
export async function registerAndSubmit<T>(options: RegisterAndSubmitOptions<T>): Promise<SubmitOutcome<T>> {
  const outcome = await registerKey(options);
  if (outcome.code !== 0) return failure(outcome.error.code, undefined, options.minDriverVersion);
  const { cert, registration } = outcome;
  if (!cert.certDerB64) return failure('CERT_SELECT_FAILED', '无法读取证书内容');
  try {
    return { ok: true, value: await options.submit(registration, cert.certDerB64, cert), cert };
  } catch (error) {
    // The platform refused (not a director, key bound elsewhere, bad signature...): its message is kept.
    return failure('REQUEST_ERROR', error instanceof Error ? error.message : undefined);
  }
}

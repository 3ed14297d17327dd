import { asSigningError, describeSigningError, specCodeLabel } from '@scf/signing';
import type { RegistrationFailure, SigningErrorContext } from '@scf/signing';

/**
 * Any failure of a key flow as the catalogue describes it: a SigningError keeps its code; anything else (the
 * platform refused, the network failed) is 请求异常 with the server's message kept.
 */
export function keyFailure(error: unknown, ctx: SigningErrorContext = {}): RegistrationFailure {
  const e = asSigningError(error, 'REQUEST_ERROR');
  const d = describeSigningError(e.code, ctx);
  const detail = e.code === 'REQUEST_ERROR' ? e.detail : undefined;
  return { ok: false, code: e.code, codeLabel: specCodeLabel(e.code), message: detail ? `${d.message}：${detail}` : d.message, actionText: d.actionText };
}

import { describeSigningError } from '../error-catalogue';
import type { SigningErrorContext, SigningErrorDescription } from '../error-catalogue';
import type { SignErrorCode } from '../error-codes';
import { SigningError, asSigningError } from '../errors';
import { SIGN_RESULT } from '../types';

/** A flow that failed: code -1 with the typed error and its Chinese message and action (spec §4, §8). */
export interface FailedOutcome {
  code: typeof SIGN_RESULT.fail;
  error: SigningError;
  description: SigningErrorDescription;
}

/** Whatever a flow threw, as its outcome: a SigningError keeps its code, anything else gets `fallback`. */
export function failedOutcome(error: unknown, fallback: SignErrorCode, ctx: SigningErrorContext = {}): FailedOutcome {
  const e = asSigningError(error, fallback);
  return { code: SIGN_RESULT.fail, error: e, description: describeSigningError(e.code, ctx) };
}

/**
 * The platform refused a signed submission (not a director, key bound elsewhere, challenge used...): registration
 * code 11 请求异常 with the platform's own message kept, so the user reads why.
 */
export function requestFailed(error: unknown, ctx: SigningErrorContext = {}): FailedOutcome {
  const detail = error instanceof Error ? error.message : undefined;
  const d = describeSigningError('REQUEST_ERROR', ctx);
  return { code: SIGN_RESULT.fail, error: new SigningError('REQUEST_ERROR', detail), description: detail ? { ...d, message: `${d.message}：${detail}` } : d };
}

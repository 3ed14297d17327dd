import type { SignErrorCode } from './error-codes';

/** A signing failure with a stable code (security.md §2.2); `driverCode` keeps the hardware's own code. */
export class SigningError extends Error {
  override readonly name = 'SigningError';
  readonly code: SignErrorCode;
  readonly detail: string | undefined;
  readonly driverCode: string | number | undefined;

  constructor(code: SignErrorCode, detail?: string, driverCode?: string | number) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.detail = detail;
    this.driverCode = driverCode;
  }
}

export function isSigningError(error: unknown): error is SigningError {
  return error instanceof SigningError;
}

/** Wrap anything thrown by a step into the step's code, keeping a SigningError a driver already raised. */
export function asSigningError(error: unknown, fallback: SignErrorCode): SigningError {
  if (isSigningError(error)) return error;
  return new SigningError(fallback, error instanceof Error ? error.message : String(error));
}

/** Run one step of a flow; whatever it throws becomes the step's code (a driver's own SigningError is kept). */
export async function guard<T>(code: SignErrorCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asSigningError(error, code);
  }
}

/** A signing configuration that cannot work (no bank, no driver): a programming error of the host, not the user's. */
export class SigningConfigError extends Error {
  override readonly name = 'SigningConfigError';
  readonly code = 'SIGNING_CONFIG';
}

import * as z from 'zod/mini';
import { ERROR_CODE, SUCCESS_CODE, SYSTEM_ERROR_CODE } from '../contract/envelope';
import { ApiError, CLIENT_ERROR_CODE, NetworkError, ReplayError, ResponseShapeError, UnauthorizedError } from './errors';

// Lenient on purpose: spec §8 allows `0` as a number, and a failure may come without message or data.
const wireEnvelope = z.object({
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  message: z.nullish(z.string()),
  data: z.unknown(),
});
type WireEnvelope = z.infer<typeof wireEnvelope>;

/** The envelope of a response body, or null when the body is not one. */
export function parseEnvelope(text: string): WireEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = wireEnvelope.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function isUnauthorizedStatus(status: number): boolean {
  return status === 401 || status === 403;
}

export function isClockSkew(status: number, env: WireEnvelope | null): boolean {
  return status === 400 && env?.code === ERROR_CODE.clockSkew;
}

/**
 * spec §8 mapping of one response to data or a typed error (401/403 and clock skew are handled by the caller
 * first, because they have side effects).
 */
export function readEnvelope<T>(status: number, env: WireEnvelope | null, schema: z.ZodMiniType<T>): T {
  if (isUnauthorizedStatus(status)) {
    const code = env?.code ?? (status === 401 ? ERROR_CODE.unauthenticated : ERROR_CODE.forbidden);
    throw new UnauthorizedError(code, env?.message || code, status);
  }
  if (status === 409 && env?.code === ERROR_CODE.replay) throw new ReplayError(env.code, env.message || env.code, status);
  if (status !== 200) throw new NetworkError(env?.code ?? CLIENT_ERROR_CODE.httpStatus, status);
  if (env === null) throw new NetworkError(CLIENT_ERROR_CODE.badBody, status);
  if (env.code !== SUCCESS_CODE) {
    if (env.code === SYSTEM_ERROR_CODE || !env.message?.trim()) throw new NetworkError(env.code, status);
    throw new ApiError(env.code, env.message, status);
  }
  const data = schema.safeParse(env.data);
  if (!data.success) throw new ResponseShapeError(status, { cause: data.error });
  return data.data;
}

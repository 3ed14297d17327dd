import type * as z from 'zod/mini';
import { RequestValidationError } from './errors';

/** Validates an outgoing body or parameter set against its contract schema; a typed error instead of a ZodError. */
export function parseRequest<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RequestValidationError({ cause: parsed.error });
  return parsed.data;
}

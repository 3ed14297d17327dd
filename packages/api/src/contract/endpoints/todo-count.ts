import * as z from 'zod/mini';
import { post } from '../endpoint';

/**
 * The todos list (`creditEndpoints.todos`) read for its count only: the header's 待办 and the side menu's 待办事项 load
 * with the app chunk, whose schemas are 'zod/mini' (ADR 0017; the credit endpoints' classic schemas would cost ~10 KiB
 * there). Same method and path, so a ledger refresh that re-reads the todos re-reads the count too.
 */
export const todoCountEndpoint = post('/v1/todos/list', {
  body: z.strictObject({ page: z.literal(1), size: z.literal(1) }),
  response: z.object({ total: z.int().check(z.nonnegative()) }),
});

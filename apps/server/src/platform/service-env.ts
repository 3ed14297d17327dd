import type { Queryable } from './db/db';

/**
 * What a module service runs with besides the Actor and its input: plain values, never Fastify or the HTTP session.
 * The route layer builds one per request.
 */
export interface ServiceEnv {
  /** The request's database: for an idempotent endpoint, the transaction that also stores the answer. */
  db: Queryable;
  /** The request's instant (ms), from the server clock. */
  now: number;
  /** Today's business date (`YYYY-MM-DD`, Asia/Shanghai or pinned). */
  businessDate: string;
  /** The signing switch (`/v1/auth/cfca/controls/enable`): off accepts the spec's dummy signature values. */
  signingEnabled: boolean;
}

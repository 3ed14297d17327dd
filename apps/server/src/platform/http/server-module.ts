import type { Db, Queryable } from '../db/db';
import type { ApiRoute } from './define-route';

/** A job the server runs on each sweep (and once at start), on the business date and time of day (`HH:MM`) of the moment. */
export interface ScheduledJob {
  name: string;
  run(db: Db, now: number, businessDate: string, businessTime: string): Promise<unknown>;
}

/**
 * What a server module gives the composition root (design.md §5.12): its routes, the flow definitions it registers
 * with the applications engine, its jobs and its demo seed. build-app.ts iterates the modules; nothing else lists them.
 */
export interface ServerModule<Flow = unknown> {
  name: string;
  routes: readonly ApiRoute[];
  flows?: readonly Flow[];
  jobs?: readonly ScheduledJob[];
  /** Demo data of the module, written after the shared demo data (corporations, users, the credit ledger). */
  seed?: (tx: Queryable, businessDate: string) => Promise<void>;
}

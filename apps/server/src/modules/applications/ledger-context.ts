import type { Queryable } from '../../platform/db/db';
import { ledgerConfig } from '../config';
import type { LedgerConfig } from '../config';

/** Who acts in a transition: a user in a role of a corporation, or the platform's own job (userId null, role SYSTEM). */
export interface Acting {
  userId: string | null;
  corpId: string;
  role: string;
}

/** Everything a transition runs with: its transaction, the instant and business date, the actor, the signature and the ledger parameters. */
export interface LedgerContext {
  tx: Queryable;
  now: number;
  businessDate: string;
  actor: Acting;
  /** Serial of the certificate that signed this step, when it was signed with a key. */
  signedBy: string | null;
  config: LedgerConfig;
}

export const SYSTEM_ROLE = 'SYSTEM';

/** The acting user of a request. */
export const acting = (a: { userId: string; corpId: string; role: string }): Acting => ({ userId: a.userId, corpId: a.corpId, role: a.role });

/**
 * Run ledger work in one transaction (joining the request's idempotency transaction when there is one), with the
 * ledger parameters read inside it — or those the caller already read in the same transaction (`config`).
 */
export function inLedger<T>(
  env: { db: Queryable; now: number; businessDate: string },
  actor: Acting,
  fn: (ctx: LedgerContext) => Promise<T>,
  signedBy: string | null = null,
  config?: LedgerConfig,
): Promise<T> {
  return env.db.transaction(async (tx) =>
    fn({ tx, now: env.now, businessDate: env.businessDate, actor, signedBy, config: config ?? (await ledgerConfig(tx)) }),
  );
}

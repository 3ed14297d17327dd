import { TERMINAL_CREDIT_STATUSES } from '@scf/api/contract';
import type { CreditStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { LINE, OLD_LINE_SQL } from './limit.repo';
import type { LedgerRow, LineRow } from './limit.repo';

/** An old line with what 历史额度 shows beside its terms (domain-lines.md §16.10). */
export interface OldLineRow extends LineRow {
  replaced_by: string | null;
  used_at_end_fen: unknown;
  outstanding_fen: unknown;
}

const TERMINAL_SQL = TERMINAL_CREDIT_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * 到期时占用金额 is what credit business held on the line (its own and its sub-limits' USE and FREEZE less RELEASE and
 * UNFREEZE, distributions aside) up to the end of its end date, read from the ledger; 当前未结清金额 the credits drawn
 * on it that are neither cashed, cancelled nor split (their parts count instead).
 */
const OLD_LINE = `SELECT x.*,
    (SELECT r.line_id FROM credit_line r WHERE r.replaced_line_id = x.line_id) AS replaced_by,
    (SELECT COALESCE(sum(CASE WHEN e.kind IN ('USE', 'FREEZE') THEN e.amount_fen ELSE -e.amount_fen END), 0)::int8 FROM limit_ledger e
      WHERE e.line_id = x.line_id AND e.biz_type <> 'LIMIT_DIST' AND e.business_date <= x.end_date) AS used_at_end_fen,
    (SELECT COALESCE(sum(c.amount_fen), 0)::int8 FROM credit c WHERE c.line_id = x.line_id AND c.status NOT IN (${TERMINAL_SQL})) AS outstanding_fen
  FROM (${LINE} WHERE l.status IN (${OLD_LINE_SQL})) x`;

/** The old lines of the given corporations (as the group, or as the bank that granted them), newest end first. */
export const oldLinesOf = (q: Queryable, corpIds: readonly string[]): Promise<OldLineRow[]> =>
  q.query<OldLineRow>(`${OLD_LINE} WHERE x.corp_id = ANY($1::text[]) OR x.fi_corp_id = ANY($1::text[]) ORDER BY x.end_date DESC, x.line_id`, [corpIds]);

export const oldLineById = async (q: Queryable, lineId: string): Promise<OldLineRow | undefined> =>
  (await q.query<OldLineRow>(`${OLD_LINE} WHERE x.line_id = $1`, [lineId]))[0];

export interface IssuedRow {
  credit_no: string;
  receiver_id: string;
  receiver_name: string;
  amount_fen: unknown;
  issue_date: string;
  due_date: string;
  status: CreditStatus;
}

/** The credits issued under a line (the roots of their trees; their parts keep the line), in issue order. */
export const creditsIssuedUnder = (q: Queryable, lineId: string): Promise<IssuedRow[]> =>
  q.query<IssuedRow>(
    `SELECT c.credit_no, c.original_holder_corp_id AS receiver_id, h.corp_name AS receiver_name, c.amount_fen, c.issue_date, c.due_date, c.status
       FROM credit c JOIN corp h ON h.corp_id = c.original_holder_corp_id
      WHERE c.line_id = $1 AND c.parent_no IS NULL ORDER BY c.issue_date, c.credit_no`,
    [lineId],
  );

/** Every ledger entry of a line (its own and its sub-limits'), in the order they were written. */
export const ledgerOf = (q: Queryable, lineId: string): Promise<LedgerRow[]> =>
  q.query<LedgerRow>(
    `SELECT e.at, e.business_date, e.kind, e.biz_type, e.biz_no, e.corp_id, c.corp_name, e.amount_fen, 0 AS total
       FROM limit_ledger e JOIN corp c ON c.corp_id = e.corp_id WHERE e.line_id = $1 ORDER BY e.entry_id`,
    [lineId],
  );

/** 00:05 (domain-lines.md §14A.6): lines in force past their end date become EXPIRED. Idempotent; returns the lines it expired. */
export const expireLinesBefore = async (q: Queryable, businessDate: string): Promise<string[]> =>
  (
    await q.query<{ line_id: string }>("UPDATE credit_line SET status = 'EXPIRED' WHERE status IN ('ACTIVE', 'FROZEN') AND end_date < $1 RETURNING line_id", [
      businessDate,
    ])
  ).map((r) => r.line_id);

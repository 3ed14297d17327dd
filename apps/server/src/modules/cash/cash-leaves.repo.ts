import type { CreditStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

/** The credits 兑付 pays (leaves of their trees, by issuer and due date), the accounts it pays to, and the jobs' candidates. */
import { PAYING_SPECIAL } from '../applications';
import type { AccountRow } from '../applications';

const LEAF = 'NOT EXISTS (SELECT 1 FROM credit k WHERE k.parent_no = c.credit_no)';
const CANCELLED = "c.status NOT IN ('REFUSED', 'WITHDRAWN', 'RECYCLED')";
/** Statuses a plan may start paying (credit.state CASH_START). */
export const PAYABLE: readonly CreditStatus[] = ['HELD', 'FINANCED', 'POOLED'];

export interface LeafRow {
  credit_no: string;
  root_no: string;
  holder_corp_id: string;
  holder_name: string;
  holder_type: string;
  holder_account_id: string | null;
  amount_fen: unknown;
  due_date: string;
  status: CreditStatus;
}

const LEAF_SELECT = `SELECT c.credit_no, c.root_no, c.holder_corp_id, h.corp_name AS holder_name, h.corp_type AS holder_type, c.holder_account_id,
    c.amount_fen, c.due_date, c.status
  FROM credit c JOIN corp h ON h.corp_id = c.holder_corp_id`;

/** The issuer's leaves (credit product) due on a date, cancelled ones left out. */
export const leavesDue = (q: Queryable, issuerCorpId: string, dueDate: string): Promise<LeafRow[]> =>
  q.query<LeafRow>(
    `${LEAF_SELECT} WHERE c.issuer_corp_id = $1 AND c.due_date = $2 AND c.product_type = 'CREDIT' AND ${LEAF} AND ${CANCELLED} ORDER BY c.credit_no`,
    [issuerCorpId, dueDate],
  );

/** The issuer's leaves in these statuses (any due date), oldest due first. */
export const leavesIn = (q: Queryable, issuerCorpId: string, statuses: readonly CreditStatus[]): Promise<LeafRow[]> =>
  q.query<LeafRow>(
    `${LEAF_SELECT} WHERE c.issuer_corp_id = $1 AND c.product_type = 'CREDIT' AND c.status = ANY($2::text[]) AND ${LEAF} ORDER BY c.due_date,
      c.credit_no LIMIT 500`,
    [issuerCorpId, [...statuses]],
  );

/** Per due date and status, the count and Σ of the issuer's leaves in a date range (the calendar). */
export const dueByDateAndStatus = (q: Queryable, issuerCorpId: string, from: string, to: string) =>
  q.query<{ due_date: string; status: CreditStatus; n: unknown; s: unknown }>(
    `SELECT c.due_date, c.status, count(*) AS n, sum(c.amount_fen)::int8 AS s FROM credit c
      WHERE c.issuer_corp_id = $1 AND c.product_type = 'CREDIT' AND c.due_date BETWEEN $2 AND $3 AND ${LEAF} AND ${CANCELLED}
      GROUP BY c.due_date, c.status`,
    [issuerCorpId, from, to],
  );

/** The first due date on or after `from` with a leaf still to pay. */
export async function nextDueDate(q: Queryable, issuerCorpId: string, from: string): Promise<string | null> {
  const rows = await q.query<{ d: string | null }>(
    `SELECT min(c.due_date) AS d FROM credit c WHERE c.issuer_corp_id = $1 AND c.product_type = 'CREDIT' AND c.due_date >= $2 AND c.status = ANY($3::text[])
      AND ${LEAF}`,
    [issuerCorpId, from, [...PAYABLE]],
  );
  return rows[0]?.d ?? null;
}

/** Active accounts of these corporations (the payees' and the payer's). */
export const accountsOf = (q: Queryable, corpIds: readonly string[]): Promise<AccountRow[]> =>
  q.query<AccountRow>(`SELECT * FROM bank_account WHERE corp_id = ANY($1::text[]) AND status = 'ACTIVE' AND ${PAYING_SPECIAL} ORDER BY account_id`, [
    [...corpIds],
  ]);

export const accountsByIds = (q: Queryable, ids: readonly string[]): Promise<AccountRow[]> =>
  q.query<AccountRow>('SELECT * FROM bank_account WHERE account_id = ANY($1::text[])', [[...ids]]);

/** Credit leaves past their due date not paid (end of D, domain.md §7.8): HELD / FINANCED / CASHING. Vouchers go 逾期 by their debit's cut-off (§17.4). */
export const overdueCandidates = (q: Queryable, before: string, limit: number) =>
  q.query<{ credit_no: string; issuer_corp_id: string }>(
    `SELECT c.credit_no, c.issuer_corp_id FROM credit c WHERE c.due_date < $1 AND c.status IN ('HELD', 'FINANCED', 'CASHING') AND c.locked_by_app IS NULL
      AND c.product_type = 'CREDIT'
      ORDER BY c.issuer_corp_id, c.credit_no LIMIT ${limit}`,
    [before],
  );

/** A root's leaves (its live ones say whether its cashed amount may be released). */
export const rootLeaves = (q: Queryable, rootNo: string) =>
  q.query<{
    credit_no: string;
    status: CreditStatus;
    amount_fen: unknown;
    line_id: string;
    sub_limit_id: string | null;
    revolving: boolean;
    issuer_corp_id: string;
  }>(
    `SELECT c.credit_no, c.status, c.amount_fen, c.line_id, c.sub_limit_id, l.revolving, c.issuer_corp_id FROM credit c
      JOIN credit_line l ON l.line_id = c.line_id
      WHERE c.root_no = $1 AND ${LEAF}`,
    [rootNo],
  );

export const corpTypeOf = async (q: Queryable, corpId: string): Promise<string | undefined> =>
  (await q.query<{ corp_type: string }>('SELECT corp_type FROM corp WHERE corp_id = $1', [corpId]))[0]?.corp_type;

import type { Queryable } from '../../platform/db/db';
import { HELD_STATUSES } from '../credits';

export interface Total {
  count: number;
  fen: bigint;
}

const LIVE = "c.status NOT IN ('SPLIT', 'CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED')";
const HELD = `c.status = ANY('{${HELD_STATUSES.join(',')}}'::text[])`;

/** The sums behind the home tiles (domain.md §12), each over the credits of one corporation ($1) and product ($2). */
const TOTALS = {
  issuedSince: 'c.issuer_corp_id = $1 AND c.parent_no IS NULL AND c.issue_date >= $3',
  outstanding: `c.issuer_corp_id = $1 AND ${LIVE}`,
  issuerDueBetween: `c.issuer_corp_id = $1 AND ${LIVE} AND c.due_date BETWEEN $3 AND $4`,
  awaitingReceiver: "c.issuer_corp_id = $1 AND c.status = 'PENDING_SIGN'",
  heldNow: "c.holder_corp_id = $1 AND c.status = 'HELD'",
  toSign: "c.holder_corp_id = $1 AND c.status = 'PENDING_SIGN'",
  holderDueBetween: `c.holder_corp_id = $1 AND ${HELD} AND c.due_date BETWEEN $3 AND $4`,
  cashedSince: "c.holder_corp_id = $1 AND c.status = 'CASHED' AND c.status_date >= $3",
  // Parts that left the corporation by a split since a date: to another enterprise (transferred) or to a bank (financed, still outstanding).
  transferredSince: "p.holder_corp_id = $1 AND c.holder_corp_id <> $1 AND hc.corp_type <> 'FI' AND c.acquired_date >= $3",
  financedOutstanding: "p.holder_corp_id = $1 AND hc.corp_type = 'FI' AND c.status IN ('FINANCED', 'OVERDUE', 'CASHING')",
} as const;

export async function creditTotal(q: Queryable, kind: keyof typeof TOTALS, corpId: string, product: string, ...dates: string[]): Promise<Total> {
  const rows = await q.query<{ n: unknown; s: unknown }>(
    `SELECT count(*) AS n, COALESCE(sum(c.amount_fen), 0)::int8 AS s FROM credit c
       LEFT JOIN credit p ON p.credit_no = c.parent_no JOIN corp hc ON hc.corp_id = c.holder_corp_id
      WHERE c.product_type = $2 AND ${TOTALS[kind]}`,
    [corpId, product, ...dates],
  );
  return { count: Number(String(rows[0]?.n ?? 0)), fen: BigInt(String(rows[0]?.s ?? 0)) };
}

/**
 * An operator's own application that waits on them: a draft, a returned one, or a 签收 its director returned
 * (PENDING_CP_SIGN of a SIGN). A transfer or return waiting for the other party's 签收 is neither (issue 28 item 7).
 */
export const isDraftOrReturned = (a: { bizType: string; status: string }): boolean =>
  a.status === 'DRAFT' || a.status === 'RETURNED' || (a.bizType === 'SIGN' && a.status === 'PENDING_CP_SIGN');

/** The caller's drafts and returned applications (count), as `isDraftOrReturned` says. */
export async function draftsAndReturned(q: Queryable, corpId: string, userId: string, product: string): Promise<number> {
  const rows = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM application WHERE applicant_corp_id = $1 AND creator_user_id = $2 AND product_type = $3 AND (status IN ('DRAFT', 'RETURNED')
       OR (biz_type = 'SIGN' AND status = 'PENDING_CP_SIGN'))`,
    [corpId, userId, product],
  );
  return Number(String(rows[0]?.n ?? 0));
}

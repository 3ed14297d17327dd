import type { ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

/** What a movement of a credit was. RETURN is kept apart so it is never counted as a transfer. */
export type MovementKind = 'ISSUE' | 'TRANSFER' | 'FINANCE' | 'RETURN' | 'CASH';

/** The movements of one kind, month and counterparty (and, for a holder, direction), summed. */
export interface MovementRow {
  kind: MovementKind;
  /** IN: to the corporation; OUT: from it. An issuer's movements are all OUT. */
  direction: 'IN' | 'OUT';
  month: string;
  corp_id: string;
  corp_name: string;
  fen: unknown;
  n: unknown;
  /** Σ amount × days from the movement to the due date (a financing's term), as text: it can exceed int8. */
  fen_days: string;
  /** Σ amount × annual rate × 100 of the financings whose funded application records a rate, as whole text. */
  fen_rate: string;
  /** Σ amount of those financings (the weights of the average rate). */
  rated_fen: unknown;
}

export interface TierRow {
  tier: unknown;
  holders: unknown;
  n: unknown;
  fen: unknown;
}

/** A completed return of the parent: its child back with the transferor is a return, not a transfer (domain.md §7.9). */
const RETURNED = `EXISTS (SELECT 1 FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
                   WHERE ac.credit_no = %PARENT% AND a.biz_type = 'RETURN' AND a.status = 'COMPLETED')`;

/**
 * The annual rate of the funded financing that gave a bank this child: the bank's application on the parent for the
 * child's amount (finance_app, priced at funding). Null for any other movement, or a financing with no such record.
 */
const FUNDED_RATE = `(SELECT f.annual_rate::numeric FROM finance_app f
                       WHERE f.credit_no = n.parent_no AND f.fi_corp_id = n.holder_corp_id AND f.finance_fen = n.amount_fen AND f.loan_no IS NOT NULL
                       ORDER BY f.funded_at LIMIT 1)`;

/**
 * Every movement of the product's credits, read from the credit trees (domain.md §7.1: every holder change is a new
 * child, a full one too): an issue (the root, to its first receiver; `effective` once signed for), a child whose
 * holder differs from its parent's (to a bank: financing; back after a completed return: a return; else a transfer,
 * dated when the holder got it), and a cashed leaf (paid to its holder on its status date).
 */
const MOVEMENTS = `
WITH node AS (
  SELECT c.credit_no, c.parent_no, c.amount_fen, c.issue_date, c.due_date, c.acquired_date, c.status, c.status_date,
         c.issuer_corp_id, i.parent_corp_id AS group_id, c.original_holder_corp_id, c.holder_corp_id,
         p.holder_corp_id AS from_corp_id, h.corp_type AS holder_type
    FROM credit c
    JOIN corp i ON i.corp_id = c.issuer_corp_id
    JOIN corp h ON h.corp_id = c.holder_corp_id
    LEFT JOIN credit p ON p.credit_no = c.parent_no
   WHERE c.product_type = $1
),
movement AS (
  SELECT 'ISSUE' AS kind, issue_date AS day, issuer_corp_id AS from_corp, original_holder_corp_id AS to_corp, amount_fen, due_date,
         status NOT IN ('PENDING_SIGN', 'REFUSED', 'WITHDRAWING', 'WITHDRAWN') AS effective, issuer_corp_id, group_id, NULL::numeric AS rate
    FROM node WHERE parent_no IS NULL
  UNION ALL
  SELECT CASE WHEN n.holder_type = 'FI' THEN 'FINANCE' WHEN ${RETURNED.replace('%PARENT%', 'n.parent_no')} THEN 'RETURN' ELSE 'TRANSFER' END,
         n.acquired_date, n.from_corp_id, n.holder_corp_id, n.amount_fen, n.due_date, TRUE, n.issuer_corp_id, n.group_id, ${FUNDED_RATE}
    FROM node n WHERE n.parent_no IS NOT NULL AND n.holder_corp_id <> n.from_corp_id
  UNION ALL
  SELECT 'CASH', status_date, issuer_corp_id, holder_corp_id, amount_fen, due_date, TRUE, issuer_corp_id, group_id, NULL
    FROM node WHERE status = 'CASHED'
)`;

const SUMS = `sum(m.amount_fen)::int8 AS fen, count(*) AS n, sum(m.amount_fen::numeric * (m.due_date::date - m.day::date))::text AS fen_days,
  coalesce(round(sum(m.amount_fen::numeric * m.rate * 100)), 0)::text AS fen_rate,
  coalesce(sum(m.amount_fen) FILTER (WHERE m.rate IS NOT NULL), 0)::int8 AS rated_fen`;

/**
 * An issuer's movements between two dates, by kind, month and receiver: its own credits and, for a group, its
 * members' (corp.parent_corp_id), as the group sees them elsewhere.
 */
export function issuerMovements(q: Queryable, product: ProductType, corpId: string, fromDate: string, toDate: string): Promise<MovementRow[]> {
  return q.query<MovementRow>(
    `${MOVEMENTS}
     SELECT m.kind, 'OUT' AS direction, substr(m.day, 1, 7) AS month, m.to_corp AS corp_id, k.corp_name, ${SUMS}
       FROM movement m JOIN corp k ON k.corp_id = m.to_corp
      WHERE (m.issuer_corp_id = $2 OR m.group_id = $2) AND m.day BETWEEN $3 AND $4
      GROUP BY m.kind, substr(m.day, 1, 7), m.to_corp, k.corp_name`,
    [product, corpId, fromDate, toDate],
  );
}

/** A holder's movements between two dates, by kind, direction, month and the corporation on the other side. */
export function holderMovements(q: Queryable, product: ProductType, corpId: string, fromDate: string, toDate: string): Promise<MovementRow[]> {
  return q.query<MovementRow>(
    `${MOVEMENTS},
     mine AS (
       SELECT m.*, CASE WHEN m.to_corp = $2 THEN 'IN' ELSE 'OUT' END AS direction, CASE WHEN m.to_corp = $2 THEN m.from_corp ELSE m.to_corp END AS other
         FROM movement m
        WHERE (m.to_corp = $2 OR m.from_corp = $2) AND m.effective AND m.day BETWEEN $3 AND $4
     )
     SELECT m.kind, m.direction, substr(m.day, 1, 7) AS month, m.other AS corp_id, k.corp_name, ${SUMS}
       FROM mine m JOIN corp k ON k.corp_id = m.other
      GROUP BY m.kind, m.direction, substr(m.day, 1, 7), m.other, k.corp_name`,
    [product, corpId, fromDate, toDate],
  );
}

/** Signed-for credits still outstanding (not terminal): what a supplier holds and can still move. */
const HELD = ['HELD', 'TRANSFERRING', 'FINANCING', 'RETURNING', 'RECYCLING', 'POOLED', 'CASHING', 'OVERDUE'];

/**
 * The issuer's (and its members') outstanding credits held by suppliers, by tier: a root's first holder is tier 1,
 * a transfer's receiver one more than the transferor, a remainder keeps its tier, a return goes back one.
 */
export function tiersOf(q: Queryable, product: ProductType, corpId: string): Promise<TierRow[]> {
  return q.query<TierRow>(
    `WITH RECURSIVE tree AS (
       SELECT c.credit_no, c.holder_corp_id, 1 AS tier
         FROM credit c JOIN corp i ON i.corp_id = c.issuer_corp_id
        WHERE c.parent_no IS NULL AND c.product_type = $1 AND (c.issuer_corp_id = $2 OR i.parent_corp_id = $2)
       UNION ALL
       SELECT k.credit_no, k.holder_corp_id,
              CASE WHEN k.holder_corp_id = t.holder_corp_id THEN t.tier
                   WHEN ${RETURNED.replace('%PARENT%', 't.credit_no')} THEN t.tier - 1
                   ELSE t.tier + 1 END
         FROM credit k JOIN tree t ON k.parent_no = t.credit_no
     )
     SELECT t.tier, count(DISTINCT c.holder_corp_id) AS holders, count(*) AS n, sum(c.amount_fen)::int8 AS fen
       FROM tree t JOIN credit c ON c.credit_no = t.credit_no JOIN corp h ON h.corp_id = c.holder_corp_id
      WHERE h.corp_type = 'CHAIN' AND t.tier >= 1 AND c.status = ANY($3::text[])
      GROUP BY t.tier
      ORDER BY t.tier`,
    [product, corpId, HELD],
  );
}

import type { Queryable } from '../../platform/db/db';

/** Raw facts for the invariant checker (invariants.ts), read in one snapshot transaction by the caller. */

export const rootsOutOfBalance = (q: Queryable) =>
  q.query<{ root_no: string; root_fen: unknown; leaves_fen: unknown }>(
    `SELECT r.credit_no AS root_no, r.amount_fen AS root_fen, COALESCE(sum(l.amount_fen), 0)::int8 AS leaves_fen
       FROM credit r JOIN credit l ON l.root_no = r.credit_no
      WHERE r.parent_no IS NULL AND NOT EXISTS (SELECT 1 FROM credit k WHERE k.parent_no = l.credit_no)
      GROUP BY r.credit_no, r.amount_fen HAVING COALESCE(sum(l.amount_fen), 0) <> r.amount_fen`,
  );

export const badSplits = (q: Queryable) =>
  q.query<{ credit_no: string; problem: string }>(
    `SELECT p.credit_no, 'children do not sum to the parent or differ in issuer, due date or root' AS problem
       FROM credit p JOIN credit c ON c.parent_no = p.credit_no
      GROUP BY p.credit_no, p.amount_fen, p.status
     HAVING sum(c.amount_fen) <> p.amount_fen OR p.status <> 'SPLIT'
         OR bool_or(c.issuer_corp_id <> p.issuer_corp_id OR c.due_date <> p.due_date OR c.root_no <> p.root_no)
     UNION ALL
     SELECT p.credit_no, 'SPLIT without children' FROM credit p WHERE p.status = 'SPLIT' AND NOT EXISTS (SELECT 1 FROM credit c WHERE c.parent_no = p.credit_no)
     UNION ALL
     SELECT credit_no, 'amount not positive' FROM credit WHERE amount_fen <= 0`,
  );

/**
 * Locks that do not match an open application acting on the credit, or a locking state without a lock. A cash plan
 * waiting for approval does not lock its credits (domain.md §7.1: its approval moves them from HELD / FINANCED / POOLED),
 * nor does the core's 买方付息 application (the credits stay the holders'; its approval only records the terms).
 */
export const badLocks = (q: Queryable) =>
  q.query<{ credit_no: string; problem: string }>(
    `SELECT c.credit_no, 'locked by an application that is closed or does not act on it' AS problem FROM credit c
       LEFT JOIN application a ON a.app_no = c.locked_by_app
      WHERE c.locked_by_app IS NOT NULL
        AND (a.app_no IS NULL OR a.status IN ('COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED')
             OR NOT EXISTS (SELECT 1 FROM app_credit ac WHERE ac.app_no = a.app_no AND ac.credit_no = c.credit_no))
     UNION ALL
     SELECT credit_no, 'locking state without a lock' FROM credit
      WHERE status IN ('TRANSFERRING', 'FINANCING', 'RETURNING', 'WITHDRAWING', 'RECYCLING') AND locked_by_app IS NULL
     UNION ALL
     SELECT ac.credit_no, 'in more than one open application' FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
      WHERE a.biz_type NOT IN ('CASH', 'CORE_FINANCE') AND a.status NOT IN ('COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED', 'DRAFT',
        'RETURNED')
      GROUP BY ac.credit_no HAVING count(*) > 1
     UNION ALL
     SELECT ac.credit_no, 'open application whose credit it does not lock' FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
       JOIN credit c ON c.credit_no = ac.credit_no
      WHERE a.biz_type NOT IN ('CASH', 'CORE_FINANCE') AND a.status NOT IN ('COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED', 'DRAFT',
        'RETURNED')
        AND c.locked_by_app IS DISTINCT FROM a.app_no`,
  );

export interface LimitFiguresRow {
  line_id: string;
  sub_limit_id: string | null;
  total_fen: unknown;
  allocated_fen: unknown;
  used_fen: unknown;
  frozen_fen: unknown;
  revolving: boolean;
}

export const limitRows = (q: Queryable) =>
  q.query<LimitFiguresRow>(
    `SELECT line_id, NULL AS sub_limit_id, total_fen, allocated_fen, used_fen, frozen_fen, revolving FROM credit_line
     UNION ALL
     SELECT s.line_id, s.sub_limit_id, NULL, s.allocated_fen, s.used_fen, s.frozen_fen, l.revolving FROM sub_limit s
       JOIN credit_line l ON l.line_id = s.line_id`,
  );

export const ledgerSums = (q: Queryable) =>
  q.query<{ line_id: string; sub_limit_id: string | null; biz_type: string; kind: 'FREEZE' | 'UNFREEZE' | 'USE' | 'RELEASE'; s: unknown }>(
    'SELECT line_id, sub_limit_id, biz_type, kind, sum(amount_fen)::int8 AS s FROM limit_ledger GROUP BY line_id, sub_limit_id, biz_type, kind',
  );

/**
 * domain.md §6.2 from the credits: Σ outstanding leaves (cancelled never; cashed not on a revolving line once every
 * leaf of its root is terminal, §6.3) per limit.
 */
export const usedFromCredits = (q: Queryable) =>
  q.query<{ line_id: string; sub_limit_id: string | null; s: unknown }>(
    `SELECT c.line_id, c.sub_limit_id, sum(c.amount_fen)::int8 AS s FROM credit c JOIN credit_line l ON l.line_id = c.line_id
      WHERE NOT EXISTS (SELECT 1 FROM credit k WHERE k.parent_no = c.credit_no)
        AND c.status NOT IN ('REFUSED', 'WITHDRAWN', 'RECYCLED')
        AND NOT (c.status = 'CASHED' AND l.revolving AND NOT EXISTS (
          SELECT 1 FROM credit o WHERE o.root_no = c.root_no AND o.status NOT IN ('SPLIT', 'CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED')))
      GROUP BY c.line_id, c.sub_limit_id`,
  );

/** …and the frozen issue amounts and pending distribution increases from the open applications. */
export const frozenFromApps = (q: Queryable) =>
  q.query<{ line_id: string; sub_limit_id: string | null; biz_type: string; s: unknown }>(
    `SELECT a.line_id, CASE WHEN a.biz_type = 'LIMIT_DIST' THEN NULL ELSE a.sub_limit_id END AS sub_limit_id, a.biz_type,
            sum(CASE WHEN a.biz_type = 'LIMIT_DIST' THEN d.change_fen ELSE a.amount_fen END)::int8 AS s
       FROM application a LEFT JOIN app_limit_dist d ON d.app_no = a.app_no
      WHERE a.status IN ('PENDING_REVIEW', 'PENDING_FINAL') AND (a.biz_type = 'ISSUE' OR (a.biz_type = 'LIMIT_DIST' AND d.change_fen > 0))
      GROUP BY 1, 2, 3`,
  );

import type { Queryable } from '../../platform/db/db';
import { OPEN } from './finance-list.repo';
import { customerStatus, insertCustomer } from './finance.repo';

/** 融资签约 (domain.md §7.7): the core's group, its suppliers' customer files at an FI, the signups and the suppliers' limits. */

/** The group of a core: itself and its members (issuers whose credits it answers for). */
const GROUP = '(SELECT corp_id FROM corp WHERE corp_id = $1 OR parent_corp_id = $1)';

/** 融资签约's products: the FIs whose ACTIVE issuing line the core (or its group parent) holds, per product. */
export const signupProductsOf = (q: Queryable, coreCorpId: string) =>
  q.query<{ fi_corp_id: string; fi_name: string; product_type: 'CREDIT' | 'VOUCHER' }>(
    `SELECT DISTINCT l.fi_corp_id, fi.corp_name AS fi_name, l.product_type FROM credit_line l JOIN corp fi ON fi.corp_id = l.fi_corp_id
      WHERE l.status = 'ACTIVE' AND l.corp_id IN (SELECT COALESCE(parent_corp_id, corp_id) FROM corp WHERE corp_id = $1) ORDER BY l.fi_corp_id, l.product_type`,
    [coreCorpId],
  );

/** The core's suppliers (confirmed counterparty relation, chain members) with their FI customer files. */
export const suppliersOf = (q: Queryable, coreCorpId: string) =>
  q.query<{ corp_id: string; corp_name: string; uscc: string; files: Array<{ fiCorpId: string; status: 'PENDING' | 'ACTIVE' | 'REJECTED' }> | null }>(
    `SELECT c.corp_id, c.corp_name, c.uscc,
            (SELECT json_agg(json_build_object('fiCorpId', fc.fi_corp_id, 'status', fc.status) ORDER BY fc.fi_corp_id)
               FROM finance_customer fc WHERE fc.corp_id = c.corp_id) AS files
       FROM counterparty_rel r JOIN corp c ON c.corp_id = r.counterparty_corp_id
      WHERE r.corp_id = $1 AND r.relation = 'SUPPLIER' AND c.corp_type = 'CHAIN' AND c.status = 'ACTIVE' ORDER BY c.corp_id`,
    [coreCorpId],
  );

export const nextSignupSeq = async (q: Queryable): Promise<number> =>
  Number((await q.query<{ n: unknown }>("SELECT nextval('finance_signup_seq') AS n"))[0]?.n);

/** Create the supplier's customer file at the FI, or set an existing one ACTIVE: which of the two it was. */
export async function activateCustomer(q: Queryable, corpId: string, fiCorpId: string, at: number): Promise<'CREATED' | 'UPDATED'> {
  const before = await customerStatus(q, corpId, fiCorpId);
  if (before === null) await insertCustomer(q, corpId, fiCorpId, 'ACTIVE', at);
  else await q.query("UPDATE finance_customer SET status = 'ACTIVE' WHERE corp_id = $1 AND fi_corp_id = $2", [corpId, fiCorpId]);
  return before === null ? 'CREATED' : 'UPDATED';
}

export async function insertSignup(
  q: Queryable,
  v: {
    signupNo: string;
    supplierCorpId: string;
    coreCorpId: string;
    fiCorpId: string;
    productType: string;
    fileAction: 'CREATED' | 'UPDATED';
    userId: string;
    at: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO finance_signup (signup_no, supplier_corp_id, core_corp_id, fi_corp_id, product_type, file_action, creator_user_id, created_at) VALUES ($1,
       $2, $3, $4, $5, $6, $7, $8)`,
    [v.signupNo, v.supplierCorpId, v.coreCorpId, v.fiCorpId, v.productType, v.fileAction, v.userId, v.at],
  );
}

export interface SignupListRow {
  signup_no: string;
  core_corp_id: string;
  core_name: string;
  supplier_corp_id: string;
  supplier_name: string;
  fi_corp_id: string;
  fi_name: string;
  product_type: 'CREDIT' | 'VOUCHER';
  file_action: 'CREATED' | 'UPDATED';
  file_status: 'PENDING' | 'ACTIVE' | 'REJECTED';
  creator_name: string;
  created_at: unknown;
}

/** 签约查询: sign-up rows the corporation is in (as the core, the supplier or the FI), with the customer file's state now. */
export async function pageSignups(
  q: Queryable,
  corpId: string,
  f: { pattern: string; fileStatus: string | null; signupNo?: string },
  w: { limit: number; offset: number },
): Promise<{ rows: SignupListRow[]; total: number }> {
  const from = `FROM finance_signup s JOIN corp co ON co.corp_id = s.core_corp_id JOIN corp su ON su.corp_id = s.supplier_corp_id
    JOIN corp fi ON fi.corp_id = s.fi_corp_id
    JOIN finance_customer fc ON fc.corp_id = s.supplier_corp_id AND fc.fi_corp_id = s.fi_corp_id JOIN app_user u ON u.user_id = s.creator_user_id
    WHERE (s.core_corp_id = $1 OR s.supplier_corp_id = $1 OR s.fi_corp_id = $1) AND (s.signup_no ILIKE $2 OR su.corp_name ILIKE $2 OR co.corp_name ILIKE $2)
      AND ($3::text IS NULL OR fc.status = $3) AND ($4::text IS NULL OR s.signup_no = $4)`;
  const params = [corpId, f.pattern, f.fileStatus, f.signupNo ?? null];
  const rows = await q.query<SignupListRow>(
    `SELECT s.signup_no, s.core_corp_id, co.corp_name AS core_name, s.supplier_corp_id, su.corp_name AS supplier_name, s.fi_corp_id, fi.corp_name AS fi_name,
            s.product_type, s.file_action, fc.status AS file_status, u.person_name AS creator_name, s.created_at
       ${from} ORDER BY s.created_at DESC, s.signup_no DESC, s.supplier_corp_id LIMIT $5 OFFSET $6`,
    [...params, w.limit, w.offset],
  );
  const total = Number((await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from}`, params))[0]?.n ?? 0);
  return { rows, total };
}

/** One ledger product only, when $2 names it (the area's page); both otherwise. */
const APP_OF = '($2::text IS NULL OR a.product_type = $2)';
const CREDIT_OF = '($2::text IS NULL OR c.product_type = $2)';

/**
 * 供应商额度详情: per supplier of the core and FI it has a customer file at or financed with — the file's state, Σ HELD
 * credits of the group's issue (financeable), financings under way, FINANCED leaves outstanding, funded in all.
 */
export const supplierLimitsOf = (q: Queryable, coreCorpId: string, productType: string | null) =>
  q.query<{
    supplier_corp_id: string;
    supplier_name: string;
    fi_corp_id: string;
    fi_name: string;
    file_status: 'PENDING' | 'ACTIVE' | 'REJECTED' | null;
    financeable: unknown;
    in_progress: unknown;
    in_progress_n: unknown;
    outstanding: unknown;
    funded: unknown;
    funded_n: unknown;
  }>(
    `WITH pairs AS (
        SELECT fc.corp_id AS supplier_corp_id, fc.fi_corp_id FROM finance_customer fc
          JOIN counterparty_rel r ON r.corp_id = $1 AND r.relation = 'SUPPLIER' AND r.counterparty_corp_id = fc.corp_id
        UNION
        SELECT a.applicant_corp_id, f.fi_corp_id FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE a.issuer_corp_id IN ${GROUP} AND ${APP_OF})
     SELECT p.supplier_corp_id, su.corp_name AS supplier_name, p.fi_corp_id, fi.corp_name AS fi_name, fc.status AS file_status,
            (SELECT COALESCE(sum(c.amount_fen), 0) FROM credit c JOIN credit_line l ON l.line_id = c.line_id
              WHERE c.holder_corp_id = p.supplier_corp_id AND c.status = 'HELD' AND l.fi_corp_id = p.fi_corp_id
                AND c.issuer_corp_id IN ${GROUP} AND ${CREDIT_OF}) AS financeable,
            (SELECT COALESCE(sum(f.finance_fen), 0) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP}
                AND ${APP_OF} AND a.status IN ${OPEN}) AS in_progress,
            (SELECT count(*) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP}
                AND ${APP_OF} AND a.status IN ${OPEN}) AS in_progress_n,
            (SELECT COALESCE(sum(c.amount_fen), 0) FROM credit c JOIN credit pc ON pc.credit_no = c.parent_no
              WHERE c.status = 'FINANCED' AND c.holder_corp_id = p.fi_corp_id AND pc.holder_corp_id = p.supplier_corp_id
                AND c.issuer_corp_id IN ${GROUP} AND ${CREDIT_OF}) AS outstanding,
            (SELECT COALESCE(sum(f.finance_fen), 0) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP}
                AND ${APP_OF} AND a.status = 'COMPLETED') AS funded,
            (SELECT count(*) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP}
                AND ${APP_OF} AND a.status = 'COMPLETED') AS funded_n
       FROM pairs p JOIN corp su ON su.corp_id = p.supplier_corp_id JOIN corp fi ON fi.corp_id = p.fi_corp_id
       LEFT JOIN finance_customer fc ON fc.corp_id = p.supplier_corp_id AND fc.fi_corp_id = p.fi_corp_id
      ORDER BY p.supplier_corp_id, p.fi_corp_id`,
    [coreCorpId, productType],
  );

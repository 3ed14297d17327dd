import type { Queryable } from '../../platform/db/db';

/** All SQL of 买方付息 (the core's CORE_FINANCE applications and the credits they cover). */

/** The group of a core: itself and its members (the issuers it answers for). */
const GROUP = '(SELECT corp_id FROM corp WHERE corp_id = $1 OR parent_corp_id = $1)';

export interface EligibleRow {
  credit_no: string;
  issuer_corp_id: string;
  issuer_name: string;
  holder_corp_id: string;
  holder_name: string;
  amount_fen: unknown;
  due_date: string;
  fi_corp_id: string;
  fi_name: string;
  covered: boolean;
  pending: boolean;
  product_type: 'CREDIT' | 'VOUCHER';
}

/**
 * Credits of the core's group held by another enterprise (not an FI), 持有中 and not locked, with the FI of their line
 * and whether they are 买方付息 there already or in a CORE_FINANCE application waiting for approval. `creditNos`
 * narrows to those credits (the apply and the preview).
 */
export const eligibleCredits = (q: Queryable, coreCorpId: string, creditNos: readonly string[] | null) =>
  q.query<EligibleRow>(
    `SELECT c.credit_no, c.product_type, c.issuer_corp_id, i.corp_name AS issuer_name, c.holder_corp_id, h.corp_name AS holder_name, c.amount_fen, c.due_date,
            l.fi_corp_id, f.corp_name AS fi_name,
            EXISTS (SELECT 1 FROM buyer_paid_credit b WHERE b.credit_no = c.credit_no AND b.fi_corp_id = l.fi_corp_id) AS covered,
            EXISTS (SELECT 1 FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
                     WHERE ac.credit_no = c.credit_no AND a.biz_type = 'CORE_FINANCE' AND a.status = 'PENDING_REVIEW') AS pending
       FROM credit c JOIN credit_line l ON l.line_id = c.line_id JOIN corp f ON f.corp_id = l.fi_corp_id
       JOIN corp i ON i.corp_id = c.issuer_corp_id JOIN corp h ON h.corp_id = c.holder_corp_id
      WHERE c.issuer_corp_id IN ${GROUP} AND c.holder_corp_id NOT IN ${GROUP} AND h.corp_type <> 'FI'
        AND c.status = 'HELD' AND c.locked_by_app IS NULL
        AND ($2::text[] IS NULL OR c.credit_no = ANY($2::text[]))
      ORDER BY c.due_date, c.credit_no`,
    [coreCorpId, creditNos ? [...creditNos] : null],
  );

/**
 * The core's approved commitment for a supplier's financing of this credit at this FI, in force on the business date
 * (有效期至 not passed): 买方付息 (CORE, 100 %) or 协议付息 (AGREED, the buyer's share).
 */
export const commitmentOf = async (
  q: Queryable,
  creditNo: string,
  fiCorpId: string,
  businessDate: string,
): Promise<{ interest_payer: 'CORE' | 'AGREED'; buyer_share_pct: number } | undefined> =>
  (
    await q.query<{ interest_payer: 'CORE' | 'AGREED'; buyer_share_pct: number }>(
      `SELECT interest_payer, buyer_share_pct FROM buyer_paid_credit WHERE credit_no = $1 AND fi_corp_id = $2 AND (valid_until IS NULL OR valid_until >= $3)`,
      [creditNo, fiCorpId, businessDate],
    )
  ).map((r) => ({ ...r, buyer_share_pct: Number(r.buyer_share_pct) }))[0];

export interface CommitmentTerms {
  interest_payer: 'CORE' | 'AGREED';
  buyer_share_pct: number;
  valid_until: string | null;
}

/** The terms applied for (利息承担方式, 买方承担比例, 有效期至). */
export async function insertTerms(q: Queryable, appNo: string, t: CommitmentTerms): Promise<void> {
  await q.query('INSERT INTO buyer_paid_terms (app_no, interest_payer, buyer_share_pct, valid_until) VALUES ($1, $2, $3, $4)', [
    appNo,
    t.interest_payer,
    t.buyer_share_pct,
    t.valid_until,
  ]);
}

/** An application's terms; 买方付息 in full without end for one applied for before terms existed. */
export const termsOf = async (q: Queryable, appNo: string): Promise<CommitmentTerms> =>
  (await q.query<CommitmentTerms>('SELECT interest_payer, buyer_share_pct, valid_until FROM buyer_paid_terms WHERE app_no = $1', [appNo])).map((t) => ({
    ...t,
    buyer_share_pct: Number(t.buyer_share_pct),
  }))[0] ?? { interest_payer: 'CORE', buyer_share_pct: 100, valid_until: null };

/** The approval's effect: each credit of the application still 持有中 becomes covered at the FI on its terms (once). */
export async function coverCredits(q: Queryable, v: { appNo: string; fiCorpId: string; coreCorpId: string; at: number }): Promise<string[]> {
  const rows = await q.query<{ credit_no: string }>(
    `INSERT INTO buyer_paid_credit (credit_no, fi_corp_id, core_corp_id, app_no, created_at, interest_payer, buyer_share_pct, valid_until)
     SELECT ac.credit_no, $2, $3, $1, $4, COALESCE(t.interest_payer, 'CORE'), COALESCE(t.buyer_share_pct, 100), t.valid_until
       FROM app_credit ac JOIN credit c ON c.credit_no = ac.credit_no LEFT JOIN buyer_paid_terms t ON t.app_no = ac.app_no
      WHERE ac.app_no = $1 AND c.status IN ('HELD', 'FINANCING')
     ON CONFLICT (credit_no, fi_corp_id) DO NOTHING
     RETURNING credit_no`,
    [v.appNo, v.fiCorpId, v.coreCorpId, v.at],
  );
  return rows.map((r) => r.credit_no);
}

export interface BuyerPaidListRow {
  app_no: string;
  status: string;
  fi_corp_id: string;
  fi_name: string;
  amount_fen: unknown;
  credit_n: unknown;
  financed_n: unknown;
  borne_fen: unknown;
  creator_name: string;
  created_at: unknown;
  business_date: string;
}

const FINANCINGS_UNDER = `FROM finance_app fa JOIN application fapp ON fapp.app_no = fa.app_no
  JOIN app_credit bc ON bc.credit_no = fa.credit_no
 WHERE bc.app_no = a.app_no AND fa.fi_corp_id = a.counterparty_corp_id AND fa.interest_payer IN ('CORE', 'AGREED')`;

/** The corporation's CORE_FINANCE applications (as the core, or as the FI they name), newest first. */
export async function pageBuyerPaid(
  q: Queryable,
  corpId: string,
  f: { pattern: string; pending: boolean },
  w: { limit: number; offset: number },
): Promise<{ rows: BuyerPaidListRow[]; total: number }> {
  const where = `a.biz_type = 'CORE_FINANCE' AND (a.applicant_corp_id = $1 OR a.counterparty_corp_id = $1)
    AND (a.app_no ILIKE $2 OR fi.corp_name ILIKE $2 OR EXISTS (SELECT 1 FROM app_credit x WHERE x.app_no = a.app_no AND x.credit_no ILIKE $2))
    ${f.pending ? "AND a.status = 'PENDING_REVIEW'" : ''}`;
  const from = 'FROM application a JOIN corp fi ON fi.corp_id = a.counterparty_corp_id JOIN app_user u ON u.user_id = a.creator_user_id';
  const rows = await q.query<BuyerPaidListRow>(
    `SELECT a.app_no, a.status, a.counterparty_corp_id AS fi_corp_id, fi.corp_name AS fi_name, a.amount_fen, a.created_at, a.business_date,
            u.person_name AS creator_name,
            (SELECT count(*) FROM app_credit x WHERE x.app_no = a.app_no) AS credit_n,
            (SELECT count(*) ${FINANCINGS_UNDER} AND fapp.status = 'COMPLETED') AS financed_n,
            (SELECT COALESCE(sum(fa.buyer_charge_fen), 0) ${FINANCINGS_UNDER} AND fapp.status = 'COMPLETED') AS borne_fen
       ${from} WHERE ${where} ORDER BY a.created_at DESC, a.app_no DESC LIMIT $3 OFFSET $4`,
    [corpId, f.pattern, w.limit, w.offset],
  );
  const total = Number((await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from} WHERE ${where}`, [corpId, f.pattern]))[0]?.n ?? 0);
  return { rows, total };
}

export interface CoveredCreditRow {
  credit_no: string;
  holder_corp_id: string;
  holder_name: string;
  amount_fen: unknown;
  due_date: string;
  issuer_corp_id: string;
}

/** The credits of an application as applied for (amount and holder at the time: the credit's own row). */
export const creditsOfApp = (q: Queryable, appNo: string) =>
  q.query<CoveredCreditRow>(
    `SELECT c.credit_no, c.holder_corp_id, h.corp_name AS holder_name, ac.amount_fen, c.due_date, c.issuer_corp_id
       FROM app_credit ac JOIN credit c ON c.credit_no = ac.credit_no JOIN corp h ON h.corp_id = c.holder_corp_id
      WHERE ac.app_no = $1 ORDER BY c.due_date, c.credit_no`,
    [appNo],
  );

export interface FinancingUnderRow {
  app_no: string;
  credit_no: string;
  supplier_corp_id: string;
  supplier_name: string;
  status: string;
  finance_fen: unknown;
  interest_fen: unknown;
  service_fee_fen: unknown;
  net_fen: unknown;
  buyer_charge_fen: unknown;
  buyer_share_pct: number;
  /** The financed part's state (CASHED: 已扣收, OVERDUE: 逾期), null before funding. */
  financed_status: string | null;
  loan_no: string | null;
}

/** The suppliers' 买方付息 financings of the application's credits at its FI. */
export const financingsUnder = (q: Queryable, appNo: string, fiCorpId: string) =>
  q.query<FinancingUnderRow>(
    `SELECT fa.app_no, fa.credit_no, fapp.applicant_corp_id AS supplier_corp_id, s.corp_name AS supplier_name, fapp.status,
            fa.finance_fen, fa.interest_fen, fa.service_fee_fen, fa.net_fen, fa.buyer_charge_fen, fa.buyer_share_pct, fa.loan_no,
            (SELECT k.status FROM credit k WHERE k.parent_no = fa.credit_no AND k.holder_corp_id = fa.fi_corp_id
              ORDER BY k.credit_no LIMIT 1) AS financed_status
       FROM finance_app fa JOIN application fapp ON fapp.app_no = fa.app_no JOIN corp s ON s.corp_id = fapp.applicant_corp_id
      WHERE fa.fi_corp_id = $2 AND fa.interest_payer IN ('CORE', 'AGREED') AND fa.credit_no IN (SELECT credit_no FROM app_credit WHERE app_no = $1)
      ORDER BY fapp.created_at, fa.app_no`,
    [appNo, fiCorpId],
  );

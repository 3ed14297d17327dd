import type { Queryable } from '../../platform/db/db';

/** A 兑付确认 proposal (CASH_CONFIRM): the credit, the offline payment's date and reference, the payee fixed when proposed. */
export interface ConfirmRequestRow {
  app_no: string;
  credit_no: string;
  paid_date: string;
  reference: string;
  payee_corp_id: string;
  payee_name: string;
  payee_account_id: string | null;
  account_no: string | null;
  bank_name: string | null;
}

export async function insertConfirmRequest(
  q: Queryable,
  r: { appNo: string; creditNo: string; paidDate: string; reference: string; payeeCorpId: string; payeeAccountId: string | null },
): Promise<void> {
  await q.query(`INSERT INTO cash_confirm_request (app_no, credit_no, paid_date, reference, payee_corp_id, payee_account_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
    r.appNo,
    r.creditNo,
    r.paidDate,
    r.reference,
    r.payeeCorpId,
    r.payeeAccountId,
  ]);
}

export const confirmRequestOf = async (q: Queryable, appNo: string): Promise<ConfirmRequestRow | undefined> =>
  (
    await q.query<ConfirmRequestRow>(
      `SELECT r.*, p.corp_name AS payee_name, b.account_no, b.bank_name
         FROM cash_confirm_request r JOIN corp p ON p.corp_id = r.payee_corp_id LEFT JOIN bank_account b ON b.account_id = r.payee_account_id
        WHERE r.app_no = $1`,
      [appNo],
    )
  )[0];

/** The number of a proposal of this credit still in process (待复核 or 待银行确认收款), if any. */
export const liveConfirmOf = async (q: Queryable, creditNo: string): Promise<string | undefined> =>
  (
    await q.query<{ app_no: string }>(
      `SELECT r.app_no FROM cash_confirm_request r JOIN application a ON a.app_no = r.app_no
        WHERE r.credit_no = $1 AND a.status IN ('PENDING_REVIEW', 'PENDING_CP_APPROVAL')`,
      [creditNo],
    )
  )[0]?.app_no;

import type { Queryable } from '../../platform/db/db';

/**
 * The credit ledger's parts of an application: an issue's header figures and lines (`issue_line`), and the credits
 * an application acts on with the part of each (`app_credit`).
 */
/** An edited draft or returned issue: new figures on the shared row (its lines are replaced by the caller). */
export async function updateIssueHeader(
  q: Queryable,
  appNo: string,
  h: { issuerCorpId: string; lineId: string | null; subLimitId: string | null; amountFen: bigint; counterpartyCorpId: string | null; at: number },
): Promise<void> {
  await q.query(
    `UPDATE application SET issuer_corp_id = $2, line_id = $3, sub_limit_id = $4, amount_fen = $5, counterparty_corp_id = $6, updated_at = $7,
       version = version + 1 WHERE app_no = $1`,
    [appNo, h.issuerCorpId, h.lineId, h.subLimitId, String(h.amountFen), h.counterpartyCorpId, h.at],
  );
}

export interface IssueLineRow {
  line_no: number;
  receiver_corp_id: string;
  receiver_name: string;
  receiver_account_id: string | null;
  amount_fen: unknown;
  due_date: string;
  contract_id: string;
  contract_no: string;
  contract_name: string;
  remark: string;
  credit_no: string | null;
}

export async function replaceIssueLines(
  q: Queryable,
  appNo: string,
  lines: ReadonlyArray<{ receiverCorpId: string; receiverAccountId: string | null; amountFen: bigint; dueDate: string; contractId: string; remark: string }>,
): Promise<void> {
  await q.query('DELETE FROM issue_line WHERE app_no = $1', [appNo]);
  for (const [i, l] of lines.entries()) {
    await q.query(
      `INSERT INTO issue_line (app_no, line_no, receiver_corp_id, receiver_account_id, amount_fen, due_date, contract_id, remark) VALUES ($1, $2, $3, $4, $5,
         $6, $7, $8)`,
      [appNo, i + 1, l.receiverCorpId, l.receiverAccountId, String(l.amountFen), l.dueDate, l.contractId, l.remark],
    );
  }
}

export const issueLinesOf = (q: Queryable, appNo: string): Promise<IssueLineRow[]> =>
  q.query<IssueLineRow>(
    `SELECT l.line_no, l.receiver_corp_id, c.corp_name AS receiver_name, l.receiver_account_id, l.amount_fen, l.due_date, l.contract_id,
            t.contract_no, t.name AS contract_name, l.remark, l.credit_no
       FROM issue_line l JOIN corp c ON c.corp_id = l.receiver_corp_id JOIN trade_contract t ON t.contract_id = l.contract_id
      WHERE l.app_no = $1 ORDER BY l.line_no`,
    [appNo],
  );

export async function setIssueLineCredit(q: Queryable, appNo: string, lineNo: number, creditNo: string): Promise<void> {
  await q.query('UPDATE issue_line SET credit_no = $3 WHERE app_no = $1 AND line_no = $2', [appNo, lineNo, creditNo]);
}

/**
 * An application's credits with their parts, in one statement; says how many rows it wrote (`appCredits`), so that
 * `createApp` knows the new row's count without reading it back (issue 34).
 */
export async function insertAppCredits(
  q: Queryable,
  appNo: string,
  credits: ReadonlyArray<{ creditNo: string; amountFen: bigint }>,
): Promise<{ appCredits: number }> {
  if (credits.length === 0) return { appCredits: 0 };
  await q.query('INSERT INTO app_credit (app_no, credit_no, amount_fen) SELECT $1, t.no, t.fen FROM unnest($2::text[], $3::int8[]) AS t(no, fen)', [
    appNo,
    credits.map((c) => c.creditNo),
    credits.map((c) => String(c.amountFen)),
  ]);
  return { appCredits: credits.length };
}

export const appCreditsOf = (q: Queryable, appNo: string): Promise<Array<{ credit_no: string; amount_fen: unknown }>> =>
  q.query('SELECT credit_no, amount_fen FROM app_credit WHERE app_no = $1 ORDER BY credit_no', [appNo]);

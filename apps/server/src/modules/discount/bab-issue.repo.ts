import type { AppStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';

/**
 * The SQL of 银承出票 (domain-lines.md §20.3): the acceptance lines (bab_line) under their row lock, the payees a core
 * may draw on, the lines of an application (bab_issue_line) and its header, the accounts the acceptance moves money
 * between. Amounts are fen.
 */

export interface BabLineRow {
  line_id: string;
  fi_corp_id: string;
  fi_name: string;
  corp_id: string;
  total_fen: unknown;
  used_fen: unknown;
  frozen_fen: unknown;
  margin_ratio: string;
  accept_fee_rate: string;
  start_date: string;
  end_date: string;
  status: 'ACTIVE' | 'FROZEN' | 'EXPIRED';
}

const LINE_SELECT = `SELECT l.line_id, l.fi_corp_id, c.corp_name AS fi_name, l.corp_id, l.total_fen, l.used_fen, l.frozen_fen, l.margin_ratio,
  l.accept_fee_rate, l.start_date, l.end_date, l.status FROM bab_line l JOIN corp c ON c.corp_id = l.fi_corp_id`;

/** The corporation's ACTIVE acceptance lines (承兑行 of the form), by bank. */
export const activeLines = (q: Queryable, corpId: string): Promise<BabLineRow[]> =>
  q.query<BabLineRow>(`${LINE_SELECT} WHERE l.corp_id = $1 AND l.status = 'ACTIVE' ORDER BY l.fi_corp_id, l.line_id`, [corpId]);

/** The acceptance line of `corpId` at bank `fiCorpId` (the ACTIVE one first), locked FOR UPDATE when asked (§14A.2). */
export async function lineOf(q: Queryable, corpId: string, fiCorpId: string, lock = false): Promise<BabLineRow | undefined> {
  const rows = await q.query<{ line_id: string }>(
    `SELECT line_id FROM bab_line WHERE corp_id = $1 AND fi_corp_id = $2 ORDER BY (status = 'ACTIVE') DESC, line_id LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [corpId, fiCorpId],
  );
  const id = rows[0]?.line_id;
  if (!id) return undefined;
  return (await q.query<BabLineRow>(`${LINE_SELECT} WHERE l.line_id = $1`, [id]))[0];
}

export async function moveLine(q: Queryable, lineId: string, d: { frozenFen: bigint; usedFen: bigint }): Promise<void> {
  await q.query('UPDATE bab_line SET frozen_fen = frozen_fen + $2, used_fen = used_fen + $3, version = version + 1 WHERE line_id = $1', [
    lineId,
    String(d.frozenFen),
    String(d.usedFen),
  ]);
}

/** 收票人: counterparties of the corporation (either side of the relation) that opened 票据贴现. */
export const payeesOf = (q: Queryable, corpId: string): Promise<Array<{ corp_id: string; corp_name: string }>> =>
  q.query(
    `SELECT c.corp_id, c.corp_name FROM corp c
      WHERE c.corp_id IN (SELECT counterparty_corp_id FROM counterparty_rel WHERE corp_id = $1
                          UNION SELECT corp_id FROM counterparty_rel WHERE counterparty_corp_id = $1)
        AND c.corp_id <> $1
        AND EXISTS (SELECT 1 FROM corp_product p WHERE p.corp_id = c.corp_id AND p.product_code = 'DISCOUNT')
      ORDER BY c.corp_id`,
    [corpId],
  );

export interface IssueLineRow {
  line_no: string;
  app_no: string;
  seq: number;
  payee_corp_id: string;
  payee_name: string;
  amount_fen: unknown;
  due_date: string;
  splittable: boolean;
  not_transferable: boolean;
  contract_no: string;
  invoice_nos: string[];
  margin_fen: unknown;
  exposure_fen: unknown;
  fee_fen: unknown;
  package_no: string | null;
}

export interface NewIssueLine {
  lineNo: string;
  payeeCorpId: string;
  amountFen: bigint;
  dueDate: string;
  splittable: boolean;
  notTransferable: boolean;
  contractNo: string;
  invoiceNos: readonly string[];
  marginFen: bigint;
  exposureFen: bigint;
  feeFen: bigint;
}

/** The application's lines replaced by `lines` (a resubmission after 退回), in order. */
export async function replaceLines(q: Queryable, appNo: string, lines: readonly NewIssueLine[]): Promise<void> {
  await q.query('DELETE FROM bab_issue_line WHERE app_no = $1 AND package_no IS NULL', [appNo]);
  let seq = 0;
  for (const l of lines) {
    seq += 1;
    await q.query(
      `INSERT INTO bab_issue_line (line_no, app_no, seq, payee_corp_id, amount_fen, due_date, splittable, not_transferable, contract_no, invoice_nos,
         margin_fen, exposure_fen, fee_fen) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        l.lineNo,
        appNo,
        seq,
        l.payeeCorpId,
        String(l.amountFen),
        l.dueDate,
        l.splittable,
        l.notTransferable,
        l.contractNo,
        [...l.invoiceNos],
        String(l.marginFen),
        String(l.exposureFen),
        String(l.feeFen),
      ],
    );
  }
}

export const linesOf = (q: Queryable, appNo: string): Promise<IssueLineRow[]> =>
  q.query<IssueLineRow>(
    `SELECT b.*, c.corp_name AS payee_name FROM bab_issue_line b JOIN corp c ON c.corp_id = b.payee_corp_id WHERE b.app_no = $1 ORDER BY b.seq`,
    [appNo],
  );

export interface LineTotals {
  amountFen: bigint;
  marginFen: bigint;
  exposureFen: bigint;
  feeFen: bigint;
}

export const totalsOf = (lines: readonly IssueLineRow[]): LineTotals =>
  lines.reduce<LineTotals>(
    (t, l) => ({
      amountFen: t.amountFen + fenOf(l.amount_fen),
      marginFen: t.marginFen + fenOf(l.margin_fen),
      exposureFen: t.exposureFen + fenOf(l.exposure_fen),
      feeFen: t.feeFen + fenOf(l.fee_fen),
    }),
    { amountFen: 0n, marginFen: 0n, exposureFen: 0n, feeFen: 0n },
  );

export const setLinePackage = (q: Queryable, lineNo: string, packageNo: string): Promise<unknown[]> =>
  q.query('UPDATE bab_issue_line SET package_no = $2 WHERE line_no = $1', [lineNo, packageNo]);

/**
 * The head of an edited application (a resubmission): the bank, the total, its one payee (or none), the number of lines
 * in `reason` (the signing step reads it: BAB_APPLY for one line, BAB_ISSUE for several), 出票日 = today.
 */
export async function updateHeader(
  q: Queryable,
  appNo: string,
  h: { fiCorpId: string; amountFen: bigint; lineCount: number; businessDate: string; at: number },
): Promise<void> {
  await q.query(
    `UPDATE application SET counterparty_corp_id = $2, amount_fen = $3, reason = $4, business_date = $5, updated_at = $6, version = version + 1
      WHERE app_no = $1`,
    [appNo, h.fiCorpId, String(h.amountFen), lineCountText(h.lineCount), h.businessDate, h.at],
  );
}

/** The application's `reason`: how many lines it has (出票明细N笔). */
export const lineCountText = (n: number): string => `出票明细${n}笔`;
export const lineCountOf = (reason: string): number => Number(/^出票明细(\d+)笔$/.exec(reason)?.[1] ?? '1');

export interface AccountRow {
  account_id: string;
  account_no: string;
  account_name: string;
  bank_code: string;
  balance_fen: unknown;
  frozen_fen: unknown;
}

const ACCOUNT_COLUMNS = 'account_id, account_no, account_name, bank_code, balance_fen, frozen_fen';

/** The corporation's settlement account (the one 保证金 and 手续费 are paid from; the bank's receives the fee). */
export async function settlementOf(q: Queryable, corpId: string): Promise<AccountRow | undefined> {
  return (
    await q.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_account WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id LIMIT 1`,
      [corpId],
    )
  )[0];
}

/** The drawer's 银承保证金户 (SPECIAL BAB_MARGIN), the one its bank supervises first. */
export async function marginAccountOf(q: Queryable, corpId: string, fiCorpId: string): Promise<AccountRow | undefined> {
  return (
    await q.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM bank_account WHERE corp_id = $1 AND purpose = 'BAB_MARGIN' AND status = 'ACTIVE'
        ORDER BY (controller_corp_id = $2) DESC NULLS LAST, account_id LIMIT 1`,
      [corpId, fiCorpId],
    )
  )[0];
}

export interface BabAppRow {
  app_no: string;
  status: AppStatus;
  applicant_corp_id: string;
  applicant_name: string;
  counterparty_corp_id: string;
  counterparty_name: string;
  amount_fen: unknown;
  business_date: string;
  creator_name: string;
  payees: string[];
  line_count: unknown;
  margin_fen: unknown;
  fee_fen: unknown;
}

/** BAB_ISSUE applications of a drawer (`drawer`) or an acceptor (`acceptor`) in the given statuses, newest first. */
export const babApps = (q: Queryable, side: 'drawer' | 'acceptor', corpId: string, statuses: readonly AppStatus[] | null): Promise<BabAppRow[]> =>
  q.query<BabAppRow>(
    `SELECT a.app_no, a.status, a.applicant_corp_id, ap.corp_name AS applicant_name, a.counterparty_corp_id, cp.corp_name AS counterparty_name,
            a.amount_fen, a.business_date, u.person_name AS creator_name,
            COALESCE((SELECT array_agg(c.corp_name ORDER BY b.seq) FROM bab_issue_line b JOIN corp c ON c.corp_id = b.payee_corp_id
                       WHERE b.app_no = a.app_no), '{}') AS payees,
            (SELECT count(*) FROM bab_issue_line b WHERE b.app_no = a.app_no) AS line_count,
            (SELECT COALESCE(sum(b.margin_fen), 0) FROM bab_issue_line b WHERE b.app_no = a.app_no) AS margin_fen,
            (SELECT COALESCE(sum(b.fee_fen), 0) FROM bab_issue_line b WHERE b.app_no = a.app_no) AS fee_fen
       FROM application a
       JOIN corp ap ON ap.corp_id = a.applicant_corp_id
       JOIN corp cp ON cp.corp_id = a.counterparty_corp_id
       JOIN app_user u ON u.user_id = a.creator_user_id
      WHERE a.biz_type = 'BAB_ISSUE' AND ${side === 'drawer' ? 'a.applicant_corp_id' : 'a.counterparty_corp_id'} = $1
        AND ($2::text[] IS NULL OR a.status = ANY($2::text[]))
      ORDER BY a.created_at DESC, a.app_no DESC`,
    [corpId, statuses ? [...statuses] : null],
  );

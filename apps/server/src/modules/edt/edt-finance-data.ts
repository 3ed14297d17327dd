/**
 * What an e订通 application carries beyond its amount (domain-lines.md §19.5): 收款方式 — 自主支付, or 受托支付 to an
 * upstream payee named with its account and purchase contract — and the 融资资料 picked for it, the supplier's own
 * contracts and verified invoices (trade data).
 */
import { EDT_PAYEE_REQUIRED } from '@scf/api/contract';
import type { EdtFinance, EdtPayMode, EdtPayee } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';

export const DATA_REFUSAL = {
  payeeMissing: EDT_PAYEE_REQUIRED,
  payeeAccount: '受托支付收款账户不存在',
  payeeName: '收款方名称与收款账户户名不一致',
  payeeSelf: '受托支付的收款方不能为贵企业',
  notOwn: '融资资料须为贵企业上传的合同或发票',
  unverified: '发票未通过查验，不能作为融资资料',
} as const;

export interface PayChoice {
  payMode: EdtPayMode;
  payee: EdtPayee | null;
}

/** The payee of 受托支付: an account the bank keeps under exactly that name, not the supplier's own. Its account id. */
export async function checkPayee(q: Queryable, supplierCorpId: string, c: PayChoice): Promise<string | null> {
  if (c.payMode === 'SELF') return null;
  if (!c.payee) throw refuse.rule(DATA_REFUSAL.payeeMissing);
  const [account] = await q.query<{ account_id: string; corp_id: string; account_name: string; status: string }>(
    'SELECT account_id, corp_id, account_name, status FROM bank_account WHERE account_no = $1 LIMIT 1',
    [c.payee.accountNo],
  );
  if (!account || account.status === 'CLOSED') throw refuse.rule(DATA_REFUSAL.payeeAccount);
  if (account.corp_id === supplierCorpId) throw refuse.rule(DATA_REFUSAL.payeeSelf);
  if (account.account_name !== c.payee.name) throw refuse.rule(DATA_REFUSAL.payeeName);
  return account.account_id;
}

/** The picked contracts and invoices: each the supplier's own upload, each invoice verified (查验通过). */
export async function checkMaterials(q: Queryable, supplierCorpId: string, p: { contractIds: string[]; invoiceIds: string[] }): Promise<void> {
  const contractIds = [...new Set(p.contractIds)];
  const invoiceIds = [...new Set(p.invoiceIds)];
  if (contractIds.length) {
    const own = await q.query('SELECT contract_id FROM trade_contract WHERE contract_id = ANY($1::text[]) AND corp_id = $2', [contractIds, supplierCorpId]);
    if (own.length !== contractIds.length) throw refuse.rule(DATA_REFUSAL.notOwn);
  }
  if (invoiceIds.length) {
    const own = await q.query<{ verify_status: string }>('SELECT verify_status FROM trade_invoice WHERE invoice_id = ANY($1::text[]) AND corp_id = $2', [
      invoiceIds,
      supplierCorpId,
    ]);
    if (own.length !== invoiceIds.length) throw refuse.rule(DATA_REFUSAL.notOwn);
    if (own.some((i) => i.verify_status !== 'VERIFIED')) throw refuse.rule(DATA_REFUSAL.unverified);
  }
}

export async function insertMaterials(q: Queryable, appNo: string, p: { contractIds: string[]; invoiceIds: string[] }): Promise<void> {
  const rows = [...new Set(p.contractIds)].map((id) => ['CONTRACT', id]).concat([...new Set(p.invoiceIds)].map((id) => ['INVOICE', id]));
  for (const [kind, id] of rows) {
    await q.query('INSERT INTO edt_finance_data (app_no, kind, data_id) VALUES ($1, $2, $3)', [appNo, kind, id]);
  }
}

export async function setPayMode(q: Queryable, appNo: string, c: PayChoice): Promise<void> {
  if (c.payMode === 'SELF' || !c.payee) return;
  await q.query("UPDATE edt_finance SET pay_mode = 'ENTRUSTED', payee_name = $2, payee_account_no = $3, payee_contract_no = $4 WHERE app_no = $1", [
    appNo,
    c.payee.name,
    c.payee.accountNo,
    c.payee.contractNo,
  ]);
}

/** 融资资料 of the given applications, labelled: contracts 合同编号 名称, invoices 发票号码 价税合计. */
export async function materialsOf(q: Queryable, appNos: string[]): Promise<Map<string, EdtFinance['materials']>> {
  const out = new Map<string, EdtFinance['materials']>();
  if (!appNos.length) return out;
  const rows = await q.query<{ app_no: string; kind: 'CONTRACT' | 'INVOICE'; data_id: string; no: string | null; name: string | null; total: unknown }>(
    `SELECT d.app_no, d.kind, d.data_id, COALESCE(c.contract_no, i.invoice_number) AS no, c.name, i.total_fen AS total
       FROM edt_finance_data d
       LEFT JOIN trade_contract c ON d.kind = 'CONTRACT' AND c.contract_id = d.data_id
       LEFT JOIN trade_invoice i ON d.kind = 'INVOICE' AND i.invoice_id = d.data_id
      WHERE d.app_no = ANY($1::text[]) ORDER BY d.app_no, d.kind, d.data_id`,
    [appNos],
  );
  for (const r of rows) {
    const label = r.kind === 'CONTRACT' ? `合同 ${r.no ?? r.data_id} ${r.name ?? ''}`.trim() : `发票 ${r.no ?? r.data_id} ${formatFen(fenOf(r.total ?? 0))}元`;
    out.set(r.app_no, [...(out.get(r.app_no) ?? []), { kind: r.kind, id: r.data_id, label }]);
  }
  return out;
}

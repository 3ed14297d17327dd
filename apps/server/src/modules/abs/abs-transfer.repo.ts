import type { AbsPriceMode } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { APP_SELECT } from '../applications';
import type { AppRow } from '../applications';
import { Conditions, containing, pageRows, splitSelect } from '../../platform/db/list-query';

/** The SQL of the ABS转让 screens (domain-lines.md §18.3): the 受让方 picker, a transfer's payment, 已办. */

export interface FactorQuoteRow {
  fi_corp_id: string;
  fi_name: string;
  debtor_corp_id: string;
  debtor_name: string;
  price_mode: AbsPriceMode;
  rate: string;
  service_fee_rate: string;
}

/** The quotes of every factor for the debtors of the creditor's 已确权 receivables, by factor then debtor. */
export const factorQuotes = (q: Queryable, creditorCorpId: string): Promise<FactorQuoteRow[]> =>
  q.query<FactorQuoteRow>(
    `SELECT q.fi_corp_id, f.corp_name AS fi_name, q.debtor_corp_id, d.corp_name AS debtor_name, q.price_mode, q.rate, q.service_fee_rate
       FROM abs_quote q JOIN corp f ON f.corp_id = q.fi_corp_id JOIN corp d ON d.corp_id = q.debtor_corp_id
      WHERE q.debtor_corp_id IN (SELECT debtor_corp_id FROM abs_receivable WHERE current_creditor_corp_id = $1 AND status = 'CONFIRMED')
      ORDER BY q.fi_corp_id, q.debtor_corp_id`,
    [creditorCorpId],
  );

export interface TransferPaidRow {
  fi_corp_id: string;
  fi_name: string;
  value_date: string | null;
  price_fen: unknown;
  service_fee_fen: unknown;
  paid_fen: unknown;
  bank_serial: string | null;
}

/** An ABT's factor and, once paid, its payment. */
export const transferOf = async (q: Queryable, appNo: string): Promise<TransferPaidRow | undefined> =>
  (
    await q.query<TransferPaidRow>(
      `SELECT t.fi_corp_id, f.corp_name AS fi_name, t.value_date, t.price_fen, t.service_fee_fen, t.paid_fen, t.bank_serial
         FROM app_abs_transfer t JOIN corp f ON f.corp_id = t.fi_corp_id WHERE t.app_no = $1`,
      [appNo],
    )
  )[0];

/** The terms a paid receivable was priced at (stored with it by the factor's payment). */
export const paidTermsOf = async (
  q: Queryable,
  receivableNo: string,
): Promise<{ price_mode: AbsPriceMode | null; rate: string | null; service_fee_rate: string | null } | undefined> =>
  (
    await q.query<{ price_mode: AbsPriceMode | null; rate: string | null; service_fee_rate: string | null }>(
      'SELECT price_mode, rate, service_fee_rate FROM abs_receivable WHERE receivable_no = $1',
      [receivableNo],
    )
  )[0];

/** 已办: the ABTs of the corporation on which this user recorded a step, newest first. */
export async function donePage(
  q: Queryable,
  who: { corpId: string; userId: string },
  appNo: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AppRow[]; total: number }> {
  const c = new Conditions();
  const corp = c.param(who.corpId);
  c.raw(`a.biz_type = 'ABS_TRANSFER' AND (a.applicant_corp_id = ${corp} OR a.counterparty_corp_id = ${corp})`);
  c.raw(`EXISTS (SELECT 1 FROM flow_record f WHERE f.app_no = a.app_no AND f.user_id = ${c.param(who.userId)})`);
  c.add(containing(appNo), (x) => `a.app_no ILIKE ${x}`);
  const [select, from] = splitSelect(APP_SELECT);
  return pageRows<AppRow & { total: unknown }>(q, select, from, c, 'a.created_at DESC, a.app_no', limit, offset);
}

import type { DiscountPayer } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { PackageRow, RangeRow } from './bills.repo';

/** 贴现 applications' own rows (migration 0063 discount_app, 0060 discount_line) and the reads of the discount screens. */

export interface DiscountAppRow {
  app_no: string;
  fi_corp_id: string;
  fi_name: string;
  seller_corp_id: string;
  seller_name: string;
  payer: DiscountPayer;
  buyer_pct: number;
  annual_rate: string;
  deferral_rule: number;
  deferral_days: number;
  account_id: string;
  trial_date: string;
  payer_corp_id: string | null;
  payer_confirmed_by: string | null;
  received_on: string | null;
}

export interface DiscountLineRow {
  app_no: string;
  seq: number;
  package_no: string;
  range_id: string;
  amount_fen: unknown;
  fi_corp_id: string;
  annual_rate: string;
  deferral_rule: number;
  deferral_days: number;
  payer: DiscountPayer;
  buyer_pct: number;
  account_id: string;
  trial_date: string;
  gale_date: string;
  days: number;
  interest_fen: unknown;
  buyer_fen: unknown;
  seller_fen: unknown;
  proceeds_fen: unknown;
}

export interface QuoteRow {
  fi_corp_id: string;
  fi_name: string;
  drawer_corp_id: string;
  annual_rate: string;
  deferral_rule: number;
  deferral_days: number;
}

export type PackageWithNames = PackageRow & { drawer_name: string; acceptor_name: string };

const DA_SELECT = `SELECT d.*, f.corp_name AS fi_name, s.corp_name AS seller_name
  FROM discount_app d JOIN corp f ON f.corp_id = d.fi_corp_id JOIN corp s ON s.corp_id = d.seller_corp_id`;

export async function discountAppOf(q: Queryable, appNo: string): Promise<DiscountAppRow | undefined> {
  return (await q.query<DiscountAppRow>(`${DA_SELECT} WHERE d.app_no = $1`, [appNo]))[0];
}

export const linesOf = (q: Queryable, appNo: string): Promise<DiscountLineRow[]> =>
  q.query<DiscountLineRow>('SELECT * FROM discount_line WHERE app_no = $1 ORDER BY seq', [appNo]);

export async function insertDiscountApp(
  q: Queryable,
  a: Omit<DiscountAppRow, 'fi_name' | 'seller_name' | 'payer_confirmed_by' | 'received_on'>,
): Promise<void> {
  await q.query(
    `INSERT INTO discount_app (app_no, fi_corp_id, seller_corp_id, payer, buyer_pct, annual_rate, deferral_rule, deferral_days, account_id,
                               trial_date, payer_corp_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      a.app_no,
      a.fi_corp_id,
      a.seller_corp_id,
      a.payer,
      a.buyer_pct,
      a.annual_rate,
      a.deferral_rule,
      a.deferral_days,
      a.account_id,
      a.trial_date,
      a.payer_corp_id,
    ],
  );
}

export interface NewLine {
  appNo: string;
  seq: number;
  packageNo: string;
  rangeId: string;
  amountFen: bigint;
  fiCorpId: string;
  annualRate: string;
  deferralRule: number;
  deferralDays: number;
  payer: DiscountPayer;
  buyerPct: number;
  accountId: string;
  trialDate: string;
  galeDate: string;
  days: number;
  interestFen: bigint;
  buyerFen: bigint;
  sellerFen: bigint;
  proceedsFen: bigint;
}

export async function insertLine(q: Queryable, l: NewLine): Promise<void> {
  await q.query(
    `INSERT INTO discount_line (app_no, seq, package_no, range_id, amount_fen, fi_corp_id, annual_rate, deferral_rule, deferral_days, payer, buyer_pct,
       account_id, trial_date, gale_date, days, interest_fen, buyer_fen, seller_fen, proceeds_fen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      l.appNo,
      l.seq,
      l.packageNo,
      l.rangeId,
      String(l.amountFen),
      l.fiCorpId,
      l.annualRate,
      l.deferralRule,
      l.deferralDays,
      l.payer,
      l.buyerPct,
      l.accountId,
      l.trialDate,
      l.galeDate,
      l.days,
      String(l.interestFen),
      String(l.buyerFen),
      String(l.sellerFen),
      String(l.proceedsFen),
    ],
  );
}

/** The figures of a line recomputed at the bank's signing date (§20.4: the rate cannot change). */
export async function refigureLine(
  q: Queryable,
  appNo: string,
  seq: number,
  f: { galeDate: string; days: number; interestFen: bigint; buyerFen: bigint; sellerFen: bigint; proceedsFen: bigint },
): Promise<void> {
  await q.query(
    `UPDATE discount_line SET gale_date = $3, days = $4, interest_fen = $5, buyer_fen = $6, seller_fen = $7, proceeds_fen = $8
     WHERE app_no = $1 AND seq = $2`,
    [appNo, seq, f.galeDate, f.days, String(f.interestFen), String(f.buyerFen), String(f.sellerFen), String(f.proceedsFen)],
  );
}

export async function setPayerConfirmed(q: Queryable, appNo: string, userId: string | null): Promise<void> {
  await q.query('UPDATE discount_app SET payer_confirmed_by = $2 WHERE app_no = $1', [appNo, userId]);
}

export async function setReceivedOn(q: Queryable, appNo: string, day: string): Promise<void> {
  await q.query('UPDATE discount_app SET received_on = $2 WHERE app_no = $1', [appNo, day]);
}

export async function quotesFor(q: Queryable, drawerCorpIds: readonly string[]): Promise<QuoteRow[]> {
  return q.query<QuoteRow>(
    `SELECT dq.fi_corp_id, c.corp_name AS fi_name, dq.drawer_corp_id, dq.annual_rate, dq.deferral_rule, dq.deferral_days
     FROM discount_quote dq JOIN corp c ON c.corp_id = dq.fi_corp_id WHERE dq.drawer_corp_id = ANY($1::text[]) ORDER BY dq.fi_corp_id`,
    [[...drawerCorpIds]],
  );
}

export async function quoteOf(q: Queryable, fiCorpId: string, drawerCorpId: string): Promise<QuoteRow | undefined> {
  return (await quotesFor(q, [drawerCorpId])).find((x) => x.fi_corp_id === fiCorpId);
}

const PKG_SELECT = `SELECT p.*, d.corp_name AS drawer_name, a.corp_name AS acceptor_name
  FROM bill_package p JOIN corp d ON d.corp_id = p.drawer_corp_id JOIN corp a ON a.corp_id = p.acceptor_corp_id`;

/** Packages where the corporation holds a HELD or DISCOUNTING range (贴现申请's picker). */
export const heldPackages = (q: Queryable, corpId: string): Promise<PackageWithNames[]> =>
  q.query<PackageWithNames>(
    `${PKG_SELECT} WHERE p.package_no IN (SELECT package_no FROM bill_range WHERE holder_corp_id = $1 AND status IN ('HELD', 'DISCOUNTING'))
     ORDER BY p.due_date, p.package_no`,
    [corpId],
  );

export async function packagesByNo(q: Queryable, packageNos: readonly string[]): Promise<PackageWithNames[]> {
  return q.query<PackageWithNames>(`${PKG_SELECT} WHERE p.package_no = ANY($1::text[])`, [[...packageNos]]);
}

/** The packages locked in number order (the fixed lock order of every discount: no deadlock between two applies). */
export async function lockPackages(q: Queryable, packageNos: readonly string[]): Promise<void> {
  await q.query('SELECT package_no FROM bill_package WHERE package_no = ANY($1::text[]) ORDER BY package_no FOR UPDATE', [[...packageNos]]);
}

/** The corporation's live ranges of the packages (HELD and DISCOUNTING), lowest first. */
export const liveRangesOf = (q: Queryable, corpId: string, packageNos: readonly string[]): Promise<RangeRow[]> =>
  q.query<RangeRow>(
    `SELECT * FROM bill_range WHERE holder_corp_id = $1 AND package_no = ANY($2::text[]) AND status IN ('HELD', 'DISCOUNTING') ORDER BY package_no, start_no`,
    [corpId, [...packageNos]],
  );

/** The caller's ACTIVE settlement accounts (入账账户). */
export const settlementAccounts = (
  q: Queryable,
  corpId: string,
): Promise<Array<{ account_id: string; account_no: string; account_name: string; bank_name: string; bank_code: string; balance_fen: unknown }>> =>
  q.query(
    `SELECT account_id, account_no, account_name, bank_name, bank_code, balance_fen FROM bank_account
      WHERE corp_id = $1 AND account_type = 'SETTLEMENT' AND status = 'ACTIVE' ORDER BY account_id`,
    [corpId],
  );

export interface ListFilter {
  corpId: string;
  roles: ReadonlyArray<'seller' | 'fi' | 'payer'>;
  statuses: readonly string[] | null;
  keyword: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  order: 'createdAt' | 'amount';
  desc: boolean;
  limit: number;
  offset: number;
}

function where(f: ListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.corpId];
  const parties: string[] = [];
  if (f.roles.includes('seller')) parties.push('d.seller_corp_id = $1');
  if (f.roles.includes('fi')) parties.push('d.fi_corp_id = $1');
  if (f.roles.includes('payer')) parties.push('d.payer_corp_id = $1');
  const conds = [`(${parties.join(' OR ') || 'false'})`];
  if (f.statuses) {
    params.push([...f.statuses]);
    conds.push(`a.status = ANY($${params.length}::text[])`);
  }
  if (f.keyword) {
    params.push(`%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conds.push(
      `(a.app_no ILIKE $${params.length} OR EXISTS (SELECT 1 FROM discount_line l WHERE l.app_no = a.app_no AND l.package_no LIKE $${params.length}))`,
    );
  }
  if (f.dateFrom) {
    params.push(f.dateFrom);
    conds.push(`a.business_date >= $${params.length}`);
  }
  if (f.dateTo) {
    params.push(f.dateTo);
    conds.push(`a.business_date <= $${params.length}`);
  }
  return { sql: conds.join(' AND '), params };
}

export interface ListedApp {
  app_no: string;
}

export async function listAppNos(q: Queryable, f: ListFilter): Promise<{ appNos: string[]; total: number }> {
  const w = where(f);
  const from = 'FROM discount_app d JOIN application a ON a.app_no = d.app_no';
  const total = Number((await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from} WHERE ${w.sql}`, w.params))[0]?.n ?? 0);
  const order = `${f.order === 'amount' ? 'a.amount_fen' : 'a.created_at'} ${f.desc ? 'DESC' : 'ASC'}, a.app_no ${f.desc ? 'DESC' : 'ASC'}`;
  const rows = await q.query<ListedApp>(`SELECT a.app_no ${from} WHERE ${w.sql} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`, w.params);
  return { appNos: rows.map((r) => r.app_no), total };
}

/** The corporation's available balance on an account (balance − frozen). */
export async function availableFen(q: Queryable, accountId: string): Promise<bigint> {
  const r = (
    await q.query<{ balance_fen: unknown; frozen_fen: unknown }>('SELECT balance_fen, frozen_fen FROM bank_account WHERE account_id = $1', [accountId])
  )[0];
  return r ? BigInt(String(r.balance_fen)) - BigInt(String(r.frozen_fen ?? 0)) : 0n;
}

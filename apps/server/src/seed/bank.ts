import { SimBank } from '../modules/bank';
import type { AccountPurpose } from '../modules/bank';
import type { Queryable } from '../platform/db/db';
import { relative, y } from './demo-dates';

/**
 * The simulated bank's demo (domain-lines.md §13.6, §13.7): the new accounts, purposes and bindings, and every seeded
 * balance as an opening-balance flow (期初余额) plus the flows of the payments the seed already records — CR5's 兑付
 * and FIN-B1's 放款 — booked through the bank, so balance = Σ in − Σ out holds and each payment has its two receipts.
 * The other receipts of §13.7 (VC1 支付通代扣, AP3 转让价款, S3's 验证打款) belong to businesses not built yet.
 */

const XZ = { bankName: '中国建设银行徐州分行营业部', bankCode: '105303000017' };
const NEW_ACCOUNTS: ReadonlyArray<{
  accountId: string;
  corpId: string;
  accountNo: string;
  type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  purpose?: AccountPurpose;
  status?: 'PENDING_BIND';
  bank?: { bankName: string; bankCode: string };
}> = [
  { accountId: 'A-S1-SETTLE', corpId: 'S1', accountNo: '32050161360000011003', type: 'SETTLEMENT' },
  {
    accountId: 'A-S3-ELEC',
    corpId: 'S3',
    accountNo: '6217001360000013002',
    type: 'ELECTRONIC',
    status: 'PENDING_BIND',
    bank: { bankName: '中国建设银行宿迁分行', bankCode: '105308000016' },
  },
  { accountId: 'A-C1-VREPAY', corpId: 'C1', accountNo: '32050161360000000003', type: 'SPECIAL', purpose: 'CASH_REPAY' },
  { accountId: 'A-C1-BABMARGIN', corpId: 'C1', accountNo: '32050161360000000004', type: 'SPECIAL', purpose: 'BAB_MARGIN' },
  { accountId: 'A-S1-EDT', corpId: 'S1', accountNo: '32050161360000011002', type: 'SPECIAL', purpose: 'EDT_COLLECT' },
  { accountId: 'A-S1-POOLMARGIN', corpId: 'S1', accountNo: '32050161360000011004', type: 'SPECIAL', purpose: 'POOL_MARGIN' },
];

/**
 * Balances after the seeded payments, where §13.6 sets one (every other account keeps the figure orgs.ts seeds). F1's
 * account holds what the bank lends from: new 放款 in the demo and the tests are real debits. The settlement accounts
 * also cover the repayments demo-signing.ts seeds (C1's three come to 1,706,500.50, so C1 holds 2,000,000.00 where
 * §13.6 says 1,000,000.00): confirming one is a real debit.
 */
const BALANCES: Readonly<Record<string, bigint>> = {
  'A-C1-VREPAY': y(100_000),
  'A-C1-BABMARGIN': y(600_000),
  'A-C1-SETTLE': y(2_000_000),
  'A-C2-SETTLE': y(100_000),
  'A-S1-SETTLE': y(500_000),
  'A-S3-SETTLE': y(50_000),
  'A-F1-SETTLE': y(50_000_000),
};
const FROZEN: Readonly<Record<string, bigint>> = { 'A-C1-BABMARGIN': y(600_000) };

interface SeedPayment {
  from: string;
  to: string;
  amountFen: bigint;
  purpose: 'CASH_PAY' | 'FIN_DISBURSE';
  bizRef: string;
  remark: string;
  date: string;
  /** The cash line whose bank serial is the transfer's. */
  lineId?: string;
}

/** The payments the seed records: paid 兑付 lines (from the plan's SPECIAL account) and funded financings (from the FI's account). */
async function seededPayments(tx: Queryable): Promise<SeedPayment[]> {
  const cash = await tx.query<{ line_id: unknown; from_id: string; to_id: string; amount_fen: unknown; credit_no: string; app_no: string; paid_date: string }>(
    `SELECT l.line_id, a.account_id AS from_id, l.payee_account_id AS to_id, l.amount_fen, l.credit_no, l.app_no, l.paid_date
       FROM cash_line l JOIN cash_plan p ON p.app_no = l.app_no JOIN bank_account a ON a.account_no = p.payer_account_no
      WHERE l.status = 'PAID' AND NOT l.offline AND p.payer_account_type = 'SPECIAL' ORDER BY l.paid_date, l.line_id`,
  );
  const loans = await tx.query<{ app_no: string; from_id: string; to_id: string; net_fen: unknown; loan_no: string; value_date: string }>(
    `SELECT f.app_no, a.account_id AS from_id, f.receive_account_id AS to_id, f.net_fen, f.loan_no, f.value_date
       FROM finance_app f JOIN bank_account a ON a.corp_id = f.fi_corp_id AND a.account_type = 'SETTLEMENT'
      WHERE f.loan_no IS NOT NULL ORDER BY f.value_date, f.app_no`,
  );
  return [
    ...cash.map((c) => ({
      from: c.from_id,
      to: c.to_id,
      amountFen: BigInt(String(c.amount_fen)),
      purpose: 'CASH_PAY' as const,
      bizRef: c.credit_no,
      remark: `兑付计划${c.app_no}`,
      date: c.paid_date,
      lineId: String(c.line_id),
    })),
    ...loans.map((f) => ({
      from: f.from_id,
      to: f.to_id,
      amountFen: BigInt(String(f.net_fen)),
      purpose: 'FIN_DISBURSE' as const,
      bizRef: f.app_no,
      remark: `借据${f.loan_no}`,
      date: f.value_date,
    })),
  ];
}

export async function seedBank(tx: Queryable, businessDate: string): Promise<void> {
  const names = new Map((await tx.query<{ corp_id: string; corp_name: string }>('SELECT corp_id, corp_name FROM corp')).map((c) => [c.corp_id, c.corp_name]));
  for (const a of NEW_ACCOUNTS) {
    const bank = a.bank ?? XZ;
    await tx.query(
      `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, purpose, controller_corp_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        a.accountId,
        a.corpId,
        a.accountNo,
        names.get(a.corpId),
        bank.bankName,
        bank.bankCode,
        a.type,
        a.purpose ?? null,
        a.purpose ? 'F1' : null,
        a.status ?? 'ACTIVE',
      ],
    );
  }
  await tx.query("UPDATE bank_account SET purpose = 'CASH_REPAY', controller_corp_id = 'F1' WHERE account_id = 'A-C1-SPECIAL'");
  await tx.query("UPDATE bank_account SET bound_account_id = 'A-S1-SETTLE' WHERE account_id = 'A-S1-ELEC'");

  // The corporations' balances as the seed leaves them; the bank books them back from an opening flow.
  const accounts = await tx.query<{ account_id: string; balance_fen: unknown }>(
    "SELECT account_id, balance_fen FROM bank_account WHERE owner_kind = 'CORP' ORDER BY account_id",
  );
  const target = new Map(accounts.map((a) => [a.account_id, BALANCES[a.account_id] ?? BigInt(String(a.balance_fen))]));
  const payments = await seededPayments(tx);
  const opening = new Map(target);
  for (const p of payments) {
    opening.set(p.from, (opening.get(p.from) ?? 0n) + p.amountFen);
    opening.set(p.to, (opening.get(p.to) ?? 0n) - p.amountFen);
  }
  await tx.query("UPDATE bank_account SET balance_fen = 0 WHERE owner_kind = 'CORP'");
  const openedOn = relative(businessDate)('2025-01-01');
  for (const [accountId, fen] of opening) {
    // An account that only received keeps what it received (an opening balance is never negative).
    if (fen > 0n) await SimBank.deposit(tx, { accountId, amountFen: fen, businessDate: openedOn, now: Date.parse(`${openedOn}T00:00:00Z`) });
  }
  // 兑付 first: CR5's serial stays CCB…00000001, the number its line has always shown.
  for (const p of [...payments].sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'CASH_PAY' ? -1 : 1))) {
    const r = await SimBank.transfer(tx, {
      fromAccountId: p.from,
      toAccountId: p.to,
      amountFen: p.amountFen,
      purpose: p.purpose,
      bizRef: p.bizRef,
      remark: p.remark,
      businessDate: p.date,
      now: Date.parse(`${p.date}T01:00:00Z`),
    });
    if (p.lineId) await tx.query('UPDATE cash_line SET bank_serial = $2 WHERE line_id = $1', [p.lineId, r.bankSerial]);
  }
  for (const [accountId, fen] of Object.entries(FROZEN)) await SimBank.freeze(tx, accountId, fen);
}

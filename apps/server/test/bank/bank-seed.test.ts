/**
 * The bank's demo (domain-lines.md §13.6, §13.7) on the seeded image: every balance is its flows (期初余额 plus the
 * seeded payments), the new accounts with their purposes, statuses and frozen margin, and CR5's and FIN-B1's payments
 * with a serial and two receipts each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankInvariantBreaks } from '../../src/modules/bank';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { seed } from '../../src/seed/seed-demo';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openTestDb } from '../helpers/test-db';
import type { TestDb } from '../helpers/test-db';
import { app, credit } from '../credits/ledger-helpers';

let t: TestDb;
let db: Db;
beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  if (t.fresh) {
    await migrate(db);
    await seed(db, 'demo', BUSINESS_DATE);
  }
});
afterAll(() => t?.dispose());

const fen = (v: unknown) => String(v);

describe('the bank’s demo data', () => {
  it('books every balance: balance = Σ in − Σ out, 0 ≤ frozen ≤ balance, each transfer two flows and two receipts', async () => {
    expect(await bankInvariantBreaks(db)).toEqual([]);
    const openings = await db.query<{ n: unknown }>("SELECT count(*) AS n FROM bank_flow WHERE summary = '期初余额' AND account_id = 'A-C1-SPECIAL'");
    expect(Number(String(openings[0]?.n))).toBe(1);
  });

  it('has the accounts of §13.6 with their purposes, statuses and balances', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT account_id, account_no, account_type, purpose, status, balance_fen, frozen_fen, bound_account_id FROM bank_account
        WHERE account_id IN ('A-S1-SETTLE', 'A-S3-ELEC', 'A-C1-VREPAY', 'A-C1-BABMARGIN', 'A-C1-SETTLE', 'A-S1-EDT', 'A-S1-POOLMARGIN', 'A-S1-ELEC', 'A-C1-SPECIAL')
        ORDER BY account_id`,
    );
    expect(rows.map((r) => ({ ...r, balance_fen: fen(r.balance_fen), frozen_fen: fen(r.frozen_fen) }))).toEqual([
      {
        account_id: 'A-C1-BABMARGIN',
        account_no: '32050161360000000004',
        account_type: 'SPECIAL',
        purpose: 'BAB_MARGIN',
        status: 'ACTIVE',
        balance_fen: '60000000',
        frozen_fen: '60000000',
        bound_account_id: null,
      },
      {
        account_id: 'A-C1-SETTLE',
        account_no: '32050161360000000002',
        account_type: 'SETTLEMENT',
        purpose: null,
        status: 'ACTIVE',
        balance_fen: '200000000',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-C1-SPECIAL',
        account_no: '32050161360000000001',
        account_type: 'SPECIAL',
        purpose: 'CASH_REPAY',
        status: 'ACTIVE',
        balance_fen: '200000000',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-C1-VREPAY',
        account_no: '32050161360000000003',
        account_type: 'SPECIAL',
        purpose: 'CASH_REPAY',
        status: 'ACTIVE',
        balance_fen: '10000000',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-S1-EDT',
        account_no: '32050161360000011002',
        account_type: 'SPECIAL',
        purpose: 'EDT_COLLECT',
        status: 'ACTIVE',
        balance_fen: '0',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-S1-ELEC',
        account_no: '6217001360000011001',
        account_type: 'ELECTRONIC',
        purpose: null,
        status: 'ACTIVE',
        balance_fen: expect.any(String),
        frozen_fen: '0',
        bound_account_id: 'A-S1-SETTLE',
      },
      {
        account_id: 'A-S1-POOLMARGIN',
        account_no: '32050161360000011004',
        account_type: 'SPECIAL',
        purpose: 'POOL_MARGIN',
        status: 'ACTIVE',
        balance_fen: '0',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-S1-SETTLE',
        account_no: '32050161360000011003',
        account_type: 'SETTLEMENT',
        purpose: null,
        status: 'ACTIVE',
        balance_fen: '50000000',
        frozen_fen: '0',
        bound_account_id: null,
      },
      {
        account_id: 'A-S3-ELEC',
        account_no: '6217001360000013002',
        account_type: 'ELECTRONIC',
        purpose: null,
        status: 'PENDING_BIND',
        balance_fen: '0',
        frozen_fen: '0',
        bound_account_id: null,
      },
    ]);
  });

  it('books CR0’s and CR5’s 兑付, FIN-B1’s 放款 and VC1’s 代扣 through the bank, each with a receipt per side', async () => {
    const txns = await db.query<Record<string, unknown>>(
      `SELECT t.bank_serial, t.from_account_id, t.to_account_id, t.amount_fen, t.purpose, t.biz_ref, t.business_date,
          (SELECT string_agg(r.side || ':' || r.account_id, ',' ORDER BY r.side) FROM receipt r WHERE r.txn_id = t.txn_id) AS receipts
         FROM sim_bank_txn t ORDER BY t.txn_id`,
    );
    const net = await db.query<{ net_fen: unknown; value_date: string }>('SELECT net_fen, value_date FROM finance_app WHERE app_no = $1', [app('FIN-B1')]);
    // The serial's 8 digits are one sequence over all dates: CR0's 兑付 (2024-08-30, on the replaced line L0) comes first.
    expect(txns.map((x) => ({ ...x, amount_fen: fen(x.amount_fen) }))).toEqual([
      {
        bank_serial: 'CCB2024083000000001',
        from_account_id: 'A-C1-SPECIAL',
        to_account_id: 'A-S1-ELEC',
        amount_fen: '50000000',
        purpose: 'CASH_PAY',
        biz_ref: credit('CR0'),
        business_date: '2024-08-30',
        receipts: 'PAY:A-C1-SPECIAL,RECEIVE:A-S1-ELEC',
      },
      {
        bank_serial: 'CCB2025061300000002',
        from_account_id: 'A-C1-SPECIAL',
        to_account_id: 'A-S2-SETTLE',
        amount_fen: '15000000',
        purpose: 'CASH_PAY',
        biz_ref: credit('CR5'),
        business_date: '2025-06-13',
        receipts: 'PAY:A-C1-SPECIAL,RECEIVE:A-S2-SETTLE',
      },
      {
        bank_serial: expect.stringMatching(/^CCB20250418\d{8}$/),
        from_account_id: 'A-F1-SETTLE',
        to_account_id: 'A-S1-ELEC',
        amount_fen: fen(net[0]?.net_fen),
        purpose: 'FIN_DISBURSE',
        biz_ref: app('FIN-B1'),
        business_date: net[0]?.value_date,
        receipts: 'PAY:A-F1-SETTLE,RECEIVE:A-S1-ELEC',
      },
      // VC1's 支付通代扣 at 09:00 of its due date (modules/voucher-debit's seed).
      {
        bank_serial: 'CCB2025061300000004',
        from_account_id: 'A-C1-VREPAY',
        to_account_id: 'A-S1-ELEC',
        amount_fen: '30000000',
        purpose: 'VOUCHER_DEBIT',
        biz_ref: expect.stringMatching(/^XV20250416\d{8}$/),
        business_date: '2025-06-13',
        receipts: 'PAY:A-C1-VREPAY,RECEIVE:A-S1-ELEC',
      },
    ]);
    const line = await db.query<{ bank_serial: string }>("SELECT bank_serial FROM cash_line WHERE credit_no = $1 AND status = 'PAID'", [credit('CR5')]);
    expect(line[0]?.bank_serial).toBe('CCB2025061300000002');
  });
});

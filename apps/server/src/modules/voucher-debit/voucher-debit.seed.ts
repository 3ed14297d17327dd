import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { SimBank } from '../bank';
import { ymd } from '../applications';
import { payeeAccountOf } from './voucher-debit.repo';

/**
 * The demo's debit (domain-lines.md §13.8, §17.4): VC1 (C1 → S1, 300 000.00, due 2025-06-13, seeded CASHED by
 * seed/voucher-ledger.ts) was paid by run VDB…0001 at 09:00 of its due date from A-C1-VREPAY under the 代扣授权 to S1's
 * account, with its two VOUCHER_DEBIT receipts. C1 topped the account up the day before (模拟入金), so the account ends
 * at the balance §13.6 gives it. Dates follow the seeded credit, which moves with the business date.
 */
export async function seedVoucherDebit(tx: Queryable): Promise<void> {
  const [vc1] = await tx.query<{ credit_no: string; due_date: string; amount_fen: unknown; holder_corp_id: string; corp_type: string }>(
    `SELECT c.credit_no, c.due_date, c.amount_fen, c.holder_corp_id, h.corp_type FROM credit c JOIN corp h ON h.corp_id = c.holder_corp_id
      WHERE c.product_type = 'VOUCHER' AND c.issuer_corp_id = 'C1' AND c.holder_corp_id = 'S1' AND c.status = 'CASHED' AND c.amount_fen = 30000000
      ORDER BY c.credit_no LIMIT 1`,
  );
  const [payer] = await tx.query<{ account_id: string }>("SELECT account_id FROM bank_account WHERE account_id = 'A-C1-VREPAY'");
  if (!vc1 || !payer) return;
  const payee = await payeeAccountOf(tx, { holder_corp_id: vc1.holder_corp_id, holder_type: vc1.corp_type, status: 'HELD' });
  if (!payee) return;
  const amountFen = fenOf(vc1.amount_fen);
  const at = Date.parse(`${vc1.due_date}T01:00:00Z`); // 09:00 in Shanghai
  const topUpOn = new Date(at - 86_400_000).toISOString().slice(0, 10);
  await SimBank.deposit(tx, { accountId: payer.account_id, amountFen, summary: '模拟入金', businessDate: topUpOn, now: at - 86_400_000 });
  const runNo = `VDB${ymd(vc1.due_date)}00000001`;
  await tx.query(
    `INSERT INTO voucher_debit_run (run_no, issuer_corp_id, due_date, run_date, slot, account_id, paid_count, paid_fen, skipped_count, started_at)
     VALUES ($1, 'C1', $2, $2, '09:00', $3, 1, $4, 0, $5)`,
    [runNo, vc1.due_date, payer.account_id, amountFen.toString(), at],
  );
  const r = await SimBank.transfer(tx, {
    fromAccountId: payer.account_id,
    toAccountId: payee,
    amountFen,
    purpose: 'VOUCHER_DEBIT',
    bizRef: vc1.credit_no,
    remark: `支付通代扣${runNo}`,
    businessDate: vc1.due_date,
    now: at,
  });
  await tx.query(
    `INSERT INTO cash_line (app_no, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status, paid_at, paid_date,
        bank_serial, run_no)
     VALUES (NULL, 1, $1, 'S1', 'HOLDER', $2, $3, 'PAID', $4, $5, $6, $7)`,
    [vc1.credit_no, payee, amountFen.toString(), at, vc1.due_date, r.bankSerial, runNo],
  );
  await tx.query("SELECT setval('voucher_debit_seq', 1)");
}

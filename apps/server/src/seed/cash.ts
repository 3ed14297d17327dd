import { planNumbers } from '../modules/credits';
import type { Queryable } from '../platform/db/db';
import { demoLedgerPlan } from './credit-ledger';

/**
 * The cash plans of domain.md §13.4 beside their CASH applications (credit-ledger.ts): CR5's plan, paid to S2 on
 * its due date from C1's SPECIAL account, and CSH-0620 for CR4 (to S1), waiting for approval. F1 gets the account the
 * plans pay financed leaves to.
 */
export async function seedCash(tx: Queryable, businessDate: string): Promise<void> {
  const plan = demoLedgerPlan(businessDate);
  const n = planNumbers(plan);
  const dueOf = (key: string): string => plan.credits.find((c) => c.key === key)?.dueDate ?? businessDate;
  await tx.query(
    `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, balance_fen) VALUES ('A-F1-SETTLE', 'F1',
       '32050161360000021001', $1, '中国建设银行徐州分行营业部', '105303000017', 'SETTLEMENT', 0)`,
    ['中国建设银行股份有限公司徐州分行'],
  );
  const plans = [
    { key: 'CSH-0613', credit: 'CR5', payee: 'S2', account: 'A-S2-SETTLE', fen: 15_000_000, paid: true },
    { key: 'CSH-0620', credit: 'CR4', payee: 'S1', account: 'A-S1-ELEC', fen: 20_000_000, paid: false },
    { key: 'CSH-0830', credit: 'CR0', payee: 'S1', account: 'A-S1-ELEC', fen: 50_000_000, paid: true },
  ];
  for (const p of plans) {
    const dueDate = dueOf(p.credit);
    const at = Date.parse(`${dueDate}T01:00:00Z`);
    const appNo = n.apps[p.key];
    const creditNo = n.credits[p.credit];
    if (!appNo || !creditNo) throw new Error(`cash seed: ${p.key} not in the demo plan`);
    await tx.query(
      `INSERT INTO cash_plan (app_no, variant, issuer_corp_id, due_date, payer_account_type, payer_account_no, payer_account_name, payer_bank_name,
        funds_ready, funding_ref, total_fen)
       SELECT $1, 'CASH', 'C1', $2, 'SPECIAL', account_no, account_name, bank_name, FALSE, '', $3 FROM bank_account WHERE account_id = 'A-C1-SPECIAL'`,
      [appNo, dueDate, p.fen],
    );
    await tx.query(
      `INSERT INTO cash_line (app_no, line_no, credit_no, payee_corp_id, payee_kind, payee_account_id, amount_fen, status, paid_at, paid_date, bank_serial)
       VALUES ($1, 1, $2, $3, 'HOLDER', $4, $5, $6, $7, $8, $9)`,
      [
        appNo,
        creditNo,
        p.payee,
        p.account,
        p.fen,
        p.paid ? 'PAID' : 'PENDING',
        p.paid ? at : null,
        p.paid ? dueDate : null,
        p.paid ? `CCB${dueDate.replaceAll('-', '')}00000001` : null,
      ],
    );
  }
}

/**
 * 回款 through the supervised account (domain-lines.md §19.7): a credit to an order's 回款专户 runs the waterfall over
 * the order's open loans, oldest first — penalty → interest → principal → next loan — and releases the surplus to the
 * supplier's settlement account the same day, each step a transfer with its receipts (FIN_REPAY to the bank,
 * EDT_RELEASE to the supplier). Repaid principal returns to a revolving line; an order with nothing left owing is 已结清.
 * What a loan owes is figured on its whole principal (§19.6); a partial collection leaves the rest outstanding.
 */
import { edtCollectSchema } from '@scf/api/contract';
import type { EdtCollectInput, EdtCollection } from '@scf/api/contract';
import { WATERFALL_STEP_LABELS, collectionWaterfall, orderLoanCharges, parseFen } from '@scf/api/money';
import type { LoanOwed } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { accountOf } from '../applications';
import { SimBank } from '../bank';
import { addRepaid, collectionsOf, insertCollection, openLoansOf } from './edt-collect.repo';
import type { CollectionRow, LoanRow } from './edt-collect.repo';
import { moveLine, setOrderFinancing } from './edt-finance.repo';
import { orderOf } from './edt-order.repo';

const COLLECTING = ['CONFIRMED', 'FINANCING', 'FINANCED', 'OVERDUE'];

const minus = (a: bigint, b: bigint): bigint => (a > b ? a - b : 0n);

/** What a loan owes on `date` beyond what it has repaid: penalty, interest (both on its whole principal) and principal. */
export function owedOf(l: LoanRow, date: string): LoanOwed {
  const principal = fenOf(l.principal_fen);
  const charges = orderLoanCharges(
    {
      principalFen: principal,
      annualRate: l.annual_rate,
      penaltyRate: l.penalty_rate,
      graceDays: l.grace_days,
      valueDate: l.value_date,
      dueDate: l.due_date,
      basis: l.day_basis === 365 ? 365 : 360,
    },
    date,
  );
  return {
    penaltyFen: minus(charges.penaltyFen, fenOf(l.repaid_penalty_fen)),
    interestFen: minus(charges.interestFen, fenOf(l.repaid_interest_fen)),
    principalFen: minus(principal, fenOf(l.repaid_principal_fen)),
  };
}

const view = (c: CollectionRow): EdtCollection => ({
  orderId: c.order_id,
  orderNo: c.order_no,
  businessDate: c.business_date,
  credited: yuanOf(c.credited_fen),
  penalty: yuanOf(c.penalty_fen),
  interest: yuanOf(c.interest_fen),
  principal: yuanOf(c.principal_fen),
  released: yuanOf(c.released_fen),
});

/**
 * The waterfall of `creditedFen` already in the order's 回款专户 (§19.7), in the caller's transaction: the transfers,
 * the loans' repaid figures, the line and the order, and the 回款 record. Every amount comes from @scf/api/money.
 */
export async function runWaterfall(tx: Queryable, p: { orderId: string; creditedFen: bigint; businessDate: string; now: number }): Promise<EdtCollection> {
  const [order] = await tx.query<{ order_id: string; order_no: string; supplier_corp_id: string; collect_account_id: string | null }>(
    'SELECT order_id, order_no, supplier_corp_id, collect_account_id FROM edt_order WHERE order_id = $1 FOR UPDATE',
    [p.orderId],
  );
  if (!order?.collect_account_id) throw new Error(`order ${p.orderId} has no collection account`);
  const loans = await openLoansOf(tx, p.orderId);
  const split = collectionWaterfall(
    p.creditedFen,
    loans.map((l) => owedOf(l, p.businessDate)),
  );
  const clock = { businessDate: p.businessDate, now: p.now };
  const supplier = await accountOf(tx, order.supplier_corp_id, ['SETTLEMENT']);
  for (const step of split.steps) {
    if (step.kind === 'RELEASE') {
      if (!supplier) throw refuse.rule('供应商结算账户不存在');
      await SimBank.transfer(tx, {
        ...clock,
        fromAccountId: order.collect_account_id,
        toAccountId: supplier.account_id,
        amountFen: step.amountFen,
        purpose: 'EDT_RELEASE',
        bizRef: order.order_no,
        remark: '回款释放',
      });
      continue;
    }
    const loan = loans[step.loanIndex];
    if (!loan) throw new Error('a waterfall step names no loan');
    const [line] = await tx.query<{ fi_corp_id: string }>('SELECT fi_corp_id FROM edt_line WHERE line_id = $1', [loan.line_id]);
    const bank = line ? await accountOf(tx, line.fi_corp_id, ['SETTLEMENT']) : undefined;
    if (!bank) throw refuse.rule('资金方结算账户不存在');
    await SimBank.transfer(tx, {
      ...clock,
      fromAccountId: order.collect_account_id,
      toAccountId: bank.account_id,
      amountFen: step.amountFen,
      purpose: 'FIN_REPAY',
      bizRef: loan.loan_no,
      remark: `扣收${WATERFALL_STEP_LABELS[step.kind]}`,
    });
  }
  let principalFen = 0n;
  for (const [i, loan] of loans.entries()) {
    const part = split.parts[i];
    if (!part) continue;
    await addRepaid(tx, loan.loan_no, part);
    principalFen += part.principalFen;
    const [line] = await tx.query<{ revolving: boolean }>('SELECT revolving FROM edt_line WHERE line_id = $1 FOR UPDATE', [loan.line_id]);
    if (line?.revolving && part.principalFen > 0n) await moveLine(tx, loan.line_id, { usedFen: -part.principalFen });
  }
  const [left] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM edt_loan WHERE order_id = $1 AND status IN ('OPEN', 'OVERDUE')", [p.orderId]);
  const [status] = await tx.query<{ status: string }>('SELECT status FROM edt_order WHERE order_id = $1', [p.orderId]);
  const settled = (left?.n ?? 0) === 0 && status?.status !== 'FINANCING';
  await tx.query('UPDATE edt_order SET balance_fen = balance_fen - $2::bigint, version = version + 1 WHERE order_id = $1', [
    p.orderId,
    principalFen.toString(),
  ]);
  if (settled) await setOrderFinancing(tx, p.orderId, 'SETTLED');
  const sum = (k: keyof LoanOwed) => split.parts.reduce((s, x) => s + x[k], 0n);
  const row = {
    orderId: p.orderId,
    creditedFen: p.creditedFen,
    penaltyFen: sum('penaltyFen'),
    interestFen: sum('interestFen'),
    principalFen: sum('principalFen'),
    releasedFen: split.releasedFen,
    businessDate: p.businessDate,
    at: p.now,
  };
  await insertCollection(tx, row);
  return view({
    order_id: row.orderId,
    order_no: order.order_no,
    business_date: row.businessDate,
    credited_fen: row.creditedFen,
    penalty_fen: row.penaltyFen,
    interest_fen: row.interestFen,
    principal_fen: row.principalFen,
    released_fen: row.releasedFen,
  });
}

/** 模拟来账 (demo tool, §14A.3): the core pays into the order's 回款专户 (remark = order number), then the waterfall runs. */
export async function collect(env: ServiceEnv, actor: Actor, demoTools: boolean, orderId: string, raw: EdtCollectInput): Promise<EdtCollection> {
  if (!demoTools) throw new ApiError(200, 'DEMO_ONLY', '仅演示环境可用');
  const input = edtCollectSchema.parse(raw);
  const creditedFen = parseFen(input.amount);
  if (creditedFen <= 0n) throw refuse.rule('请输入来账金额');
  return env.db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.corpId, orderId, true);
    if (!order || order.core_corp_id !== actor.corpId) throw new ApiError(404, 'NOT_FOUND', '订单不存在');
    if (!COLLECTING.includes(order.status) || !order.collect_account_id) throw refuse.state();
    const payer = await accountOf(tx, actor.corpId, ['SETTLEMENT']);
    if (!payer) throw refuse.rule('核心企业结算账户不存在');
    const clock = { businessDate: env.businessDate, now: env.now };
    await SimBank.transfer(tx, {
      ...clock,
      fromAccountId: payer.account_id,
      toAccountId: order.collect_account_id,
      amountFen: creditedFen,
      purpose: 'EDT_COLLECT',
      bizRef: order.order_no,
      remark: order.order_no,
    });
    return runWaterfall(tx, { orderId, creditedFen, businessDate: env.businessDate, now: env.now });
  });
}

/** 回款 (订单综合查询). */
export async function collections(db: Queryable, actor: Actor): Promise<EdtCollection[]> {
  return (await collectionsOf(db, actor.corpId)).map(view);
}

/**
 * 订单融资 (EFA, domain-lines.md §19.5) on the applications engine: the supplier's operator applies on a confirmed order
 * (the line amount frozen, the order 融资中); its director signs ORDER_LOAN_APPLY_ASSEMBLE_EXIST (→ 待金融机构审核); the
 * bank's client manager passes (→ 待终审) or rejects; the product manager offers a plan (→ 待确认融资方案, the supplier's
 * director accepts it signing ORDER_LOAN_APPLY_ASSEMBLE_EDIT or gives it up) or approves as applied, signing
 * ORDER_LOAN_APPLY_FINAL_APPROVE (→ 待放款); 放款 makes the loan, pays principal − fee to the supplier and uses the line.
 * Every other ending unfreezes the line and gives the order back its status.
 */
import { orderLoanFunding } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { ROLE_CM, ROLE_DIR, ROLE_OP, ROLE_PM, accountOf, flow, moneyText, pending, transitions } from '../applications';
import type { AppRow, FlowDefinition, LedgerContext, OriginalType } from '../applications';
import { SimBank } from '../bank';
import { clearFrozen, financeByApp, insertLoan, moveLine, nextLoanNo, setOrderFinancing } from './edt-finance.repo';
import type { FinanceRow } from './edt-finance.repo';
import { fiLine } from './edt-line.repo';
import { checkPayee, materialsOf } from './edt-finance-data';
import type { PayChoice } from './edt-finance-data';

const choiceOf = (f: FinanceRow): PayChoice => ({
  payMode: f.pay_mode,
  payee: f.pay_mode === 'ENTRUSTED' ? { name: f.payee_name ?? '', accountNo: f.payee_account_no ?? '', contractNo: f.payee_contract_no ?? '' } : null,
});

type FinanceEffect = { kind: 'hold' } | { kind: 'release' } | { kind: 'recheck' } | { kind: 'fund' };

async function financeOf(ctx: LedgerContext, app: AppRow): Promise<FinanceRow> {
  const f = await financeByApp(ctx.tx, app.app_no);
  if (!f) throw new Error(`${app.app_no} has no order financing`);
  return f;
}

/** Submitted: the line holds the amount, the order is 融资中. */
async function hold(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await financeOf(ctx, app);
  await moveLine(ctx.tx, f.line_id, { frozenFen: fenOf(f.frozen_fen) });
  await setOrderFinancing(ctx.tx, f.order_id, 'FINANCING');
}

/** Ended without a loan: the line lets go, the order is 已融资 again if it has loans, else 已确认. */
async function release(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await financeOf(ctx, app);
  await moveLine(ctx.tx, f.line_id, { frozenFen: -fenOf(f.frozen_fen) });
  await clearFrozen(ctx.tx, app.app_no);
  const [loans] = await ctx.tx.query<{ n: number }>('SELECT count(*)::int AS n FROM edt_loan WHERE order_id = $1', [f.order_id]);
  await setOrderFinancing(ctx.tx, f.order_id, (loans?.n ?? 0) > 0 ? 'FINANCED' : 'CONFIRMED');
}

/** §19.9 invariant 5: 待放款 only with the order in financing (confirmed) and the line in force. */
async function recheck(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await financeOf(ctx, app);
  const line = await fiLine(ctx.tx, app.counterparty_corp_id ?? '', f.line_id, true);
  if (!line || line.status !== 'ACTIVE' || line.end_date < ctx.businessDate) throw refuse.rule('授信状态异常，不能审批');
  const [order] = await ctx.tx.query<{ status: string }>('SELECT status FROM edt_order WHERE order_id = $1', [f.order_id]);
  if (order?.status !== 'FINANCING') throw refuse.state();
}

/** 放款: the loan (LN…) from today, fee = round2(principal × 手续费率), principal − fee paid to the supplier, the line used. */
async function fund(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await financeOf(ctx, app);
  const line = await fiLine(ctx.tx, app.counterparty_corp_id ?? '', f.line_id, true);
  if (!line) throw new Error(`line ${f.line_id} is gone`);
  const principalFen = f.plan_fen === null || f.plan_fen === undefined ? fenOf(f.amount_fen) : fenOf(f.plan_fen);
  const { feeFen, disbursedFen } = orderLoanFunding({ principalFen, feeRate: line.fee_rate });
  const dueDate = f.plan_due_date ?? f.due_date;
  if (dueDate <= ctx.businessDate) throw refuse.rule('融资到期日须晚于放款日');
  const loanNo = await nextLoanNo(ctx.tx, ctx.businessDate);
  await insertLoan(ctx.tx, {
    loanNo,
    appNo: app.app_no,
    orderId: f.order_id,
    lineId: f.line_id,
    principalFen,
    feeFen,
    disbursedFen,
    annualRate: f.plan_rate ?? f.annual_rate,
    penaltyRate: line.penalty_rate,
    graceDays: line.grace_days,
    dayBasis: line.day_basis,
    valueDate: ctx.businessDate,
    dueDate,
    fundedAt: ctx.now,
  });
  await moveLine(ctx.tx, f.line_id, { frozenFen: -fenOf(f.frozen_fen), usedFen: principalFen });
  await clearFrozen(ctx.tx, app.app_no);
  await setOrderFinancing(ctx.tx, f.order_id, 'FINANCED', principalFen);
  const from = await accountOf(ctx.tx, line.fi_corp_id, ['SETTLEMENT']);
  // 受托支付: straight to the upstream payee the application names (checked again now), else the supplier's own account.
  const payee = f.pay_mode === 'ENTRUSTED' ? await checkPayee(ctx.tx, f.supplier_corp_id, choiceOf(f)) : null;
  const to = payee ?? (await accountOf(ctx.tx, f.supplier_corp_id, ['SETTLEMENT']))?.account_id;
  if (!from || !to) throw refuse.rule('放款账户或收款账户不存在');
  await SimBank.transfer(ctx.tx, {
    fromAccountId: from.account_id,
    toAccountId: to,
    amountFen: disbursedFen,
    purpose: 'FIN_DISBURSE',
    bizRef: app.app_no,
    remark: payee ? `借据${loanNo} 受托支付 合同${f.payee_contract_no ?? ''}` : `借据${loanNo}`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
}

const ORIGINAL: Partial<Record<AppRow['status'], OriginalType>> = {
  PENDING_REVIEW: 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST',
  PLAN_OFFERED: 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT',
  PENDING_FINAL: 'ORDER_LOAN_APPLY_FINAL_APPROVE',
};

/** What each signer signs: the order, the parties, the amount, rate and due date, and the bank's plan once offered. */
async function financeLines(q: Queryable, app: AppRow): Promise<string[]> {
  const f = await financeByApp(q, app.app_no);
  if (!f) throw new Error(`${app.app_no} has no order financing`);
  const lines = [
    `订单编号：${f.order_no}`,
    `核心企业：${f.core_name}`,
    `资金方：${f.fi_name}`,
    `融资金额：${moneyText(fenOf(f.amount_fen))}`,
    `年利率：${f.annual_rate}`,
    `融资到期日：${f.due_date}`,
    ...(f.pay_mode === 'ENTRUSTED'
      ? [`收款方式：受托支付`, `收款方：${f.payee_name ?? ''}`, `收款账号：${f.payee_account_no ?? ''}`, `采购合同编号：${f.payee_contract_no ?? ''}`]
      : ['收款方式：自主支付']),
    ...((await materialsOf(q, [app.app_no])).get(app.app_no) ?? []).map((m) => `融资资料：${m.label}`),
  ];
  if (f.plan_fen === null || f.plan_fen === undefined) return lines;
  return [...lines, `融资方案：批准金额${moneyText(fenOf(f.plan_fen))}，年利率${f.plan_rate ?? ''}，到期日${f.plan_due_date ?? ''}`];
}

// 订单列表 opens an application by `?appNo=` for both the supplier's roles; 订单信息 is the operator's form of one order
// (by `?orderId=`) and is not granted to the director, who signs there.
const ORDER_PAGE = '/chain/order/index';
const FI_PAGE = '/core/compre-query';
const release_: FinanceEffect[] = [{ kind: 'release' }];

export const EDT_FINANCE_FLOWS: readonly FlowDefinition[] = [
  flow<FinanceEffect>({
    bizType: 'EDT_FINANCE',
    products: ['EDT'],
    transitions: transitions<FinanceEffect>('EDT_FINANCE', [
      ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP, effects: [{ kind: 'hold' }] }],
      ['APPROVE', { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'PENDING_FI', role: ROLE_DIR, signed: true, makerChecker: 'creator' }],
      ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: release_ }],
      ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: release_ }],
      ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: release_ }],
      ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
      ['FI_PASS', { action: 'DECIDE', from: ['PENDING_FI'], to: 'PENDING_FINAL', side: 'counterparty', role: ROLE_CM }],
      ['FI_REJECT', { action: 'REJECT', from: ['PENDING_FI'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_CM, effects: release_ }],
      ['PLAN', { action: 'DECIDE', from: ['PENDING_FINAL'], to: 'PLAN_OFFERED', side: 'counterparty', role: ROLE_PM }],
      ['ACCEPT_PLAN', { action: 'APPROVE', from: ['PLAN_OFFERED'], to: 'PENDING_FINAL', role: ROLE_DIR, signed: true, makerChecker: 'creator' }],
      ['GIVE_UP', { action: 'REJECT', from: ['PLAN_OFFERED'], to: 'CANCELLED', role: ROLE_DIR, effects: release_ }],
      [
        'FINAL',
        {
          action: 'APPROVE',
          from: ['PENDING_FINAL'],
          to: 'PENDING_FUNDING',
          side: 'counterparty',
          role: ROLE_PM,
          signed: true,
          // The product manager who offered a plan approves it finally too: the maker it must not be is the applicant's.
          makerChecker: 'creator',
          effects: [{ kind: 'recheck' }],
        },
      ],
      ['FI_FINAL_REJECT', { action: 'REJECT', from: ['PENDING_FINAL'], to: 'FI_REJECTED', side: 'counterparty', role: ROLE_PM, effects: release_ }],
      ['FUND', { action: 'FUND', from: ['PENDING_FUNDING'], to: 'COMPLETED', side: 'counterparty', role: ROLE_PM, effects: [{ kind: 'fund' }] }],
    ]),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '订单融资待复核', ORDER_PAGE),
      RETURNED: pending('applicant', ROLE_OP, '订单融资已退回', ORDER_PAGE),
      PENDING_FI: pending('counterparty', ROLE_CM, '订单融资待审核', FI_PAGE),
      PENDING_FINAL: pending('counterparty', ROLE_PM, '订单融资待审批', FI_PAGE),
      PLAN_OFFERED: pending('applicant', ROLE_DIR, '融资方案待确认', ORDER_PAGE),
      PENDING_FUNDING: pending('counterparty', ROLE_PM, '订单融资待放款', FI_PAGE),
    },
    applyPage: ORDER_PAGE,
    originalType: (app) => ORIGINAL[app.status] ?? 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST',
    stepWord: (app) => (app.status === 'PLAN_OFFERED' ? '方案确认' : undefined),
    originalLines: financeLines,
    actionLabel: (action) => (action === 'DECIDE' ? '审核通过' : undefined),
    effects: { hold, release, recheck, fund },
  }),
];

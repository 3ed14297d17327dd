import { edtFinanceApplySchema, edtFinancePlanSchema } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinance, EdtFinanceApplyInput, EdtFinancePlanInput, EdtFinancePreview, SignaturePayload } from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal, interestFen, orderLoanFunding, parseFen } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { act, acting, approvalOriginal, approve, createApp, decide, detailOf, inLedger, loadApp, newApp, nextAppNo, proceed } from '../applications';
import type { OriginalType } from '../applications';
import { financeByApp, financeInProcess, financesOf, insertFinance, moveLine, setPlan } from './edt-finance.repo';
import type { FinanceRow } from './edt-finance.repo';
import { FINANCE_REFUSAL, capOf, checkFinance, financingLine } from './edt-finance.rules';
import { checkMaterials, checkPayee, insertMaterials, materialsOf, setPayMode } from './edt-finance-data';
import { orderOf } from './edt-order.repo';

const orderNotFound = () => new ApiError(404, 'NOT_FOUND', '订单不存在');

async function supplierOrder(q: Queryable, actor: Actor, orderId: string, lock: boolean) {
  const order = await orderOf(q, actor.corpId, orderId, lock);
  if (!order || order.supplier_corp_id !== actor.corpId) throw orderNotFound();
  return order;
}

/**
 * 订单信息's preview (§19.5, §19.6): 可融资上限 now, and for an amount and a due date the days, the interest at maturity
 * (利随本清, the line's rate and basis), the one-off fee and what reaches the supplier.
 */
export async function financePreview(
  env: ServiceEnv,
  actor: Actor,
  orderId: string,
  q: { amount?: string | undefined; dueDate?: string | undefined },
): Promise<EdtFinancePreview> {
  const order = await supplierOrder(env.db, actor, orderId, false);
  const line = await financingLine(env.db, order, env.businessDate, false);
  const { capFen } = await capOf(env.db, order, line);
  const none = { cap: fenToDecimal(capFen), days: null, interest: null, fee: null, disbursed: null };
  if (!q.amount || !q.dueDate) return none;
  const amountFen = parseFen(q.amount);
  const days = calendarDaysBetween(env.businessDate, q.dueDate);
  if (amountFen <= 0n || days < 1) return none;
  const { feeFen, disbursedFen } = orderLoanFunding({ principalFen: amountFen, feeRate: line.fee_rate });
  const interest = interestFen(amountFen, line.annual_rate, days, line.day_basis === 365 ? 365 : 360);
  return { cap: fenToDecimal(capFen), days, interest: fenToDecimal(interest), fee: fenToDecimal(feeFen), disbursed: fenToDecimal(disbursedFen) };
}

/**
 * 申请融资 (§19.5): an EFA application (待复核) of the supplier's operator on its confirmed order, within the cap; the
 * order and the line are locked while the rules read them, so two financings racing on one order never exceed its cap.
 */
export async function applyFinance(env: ServiceEnv, actor: Actor, raw: EdtFinanceApplyInput): Promise<ApplicationDetail> {
  const input = edtFinanceApplySchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const order = await supplierOrder(ctx.tx, actor, input.orderId, true);
    if (await financeInProcess(ctx.tx, order.order_id)) throw refuse.rule(FINANCE_REFUSAL.inProcess);
    const line = await financingLine(ctx.tx, order, ctx.businessDate, true);
    const amountFen = parseFen(input.amount);
    await checkFinance(ctx.tx, { order, line, amountFen, dueDate: input.dueDate, today: ctx.businessDate });
    await checkPayee(ctx.tx, order.supplier_corp_id, input);
    await checkMaterials(ctx.tx, order.supplier_corp_id, input);
    const appNo = await nextAppNo(ctx.tx, 'EDT_FINANCE', ctx.businessDate);
    const app = await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType: 'EDT_FINANCE', productType: 'EDT', amountFen }), counterpartyCorpId: line.fi_corp_id },
      'SUBMIT',
      async () => {
        await insertFinance(ctx.tx, { appNo, orderId: order.order_id, lineId: line.line_id, amountFen, annualRate: line.annual_rate, dueDate: input.dueDate });
        await setPayMode(ctx.tx, appNo, input);
        await insertMaterials(ctx.tx, appNo, input);
      },
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

const view = (f: FinanceRow, materials: EdtFinance['materials'] = []): EdtFinance => ({
  appNo: f.app_no,
  status: f.app_status,
  orderId: f.order_id,
  orderNo: f.order_no,
  supplier: { corpId: f.supplier_corp_id, corpName: f.supplier_name },
  fi: { corpId: f.fi_corp_id, corpName: f.fi_name },
  amount: yuanOf(f.amount_fen),
  annualRate: f.annual_rate,
  dueDate: f.due_date,
  plan:
    f.plan_fen === null || f.plan_fen === undefined
      ? null
      : { amount: yuanOf(f.plan_fen), annualRate: f.plan_rate ?? f.annual_rate, dueDate: f.plan_due_date ?? f.due_date },
  payMode: f.pay_mode,
  payee: f.pay_mode === 'ENTRUSTED' ? { name: f.payee_name ?? '', accountNo: f.payee_account_no ?? '', contractNo: f.payee_contract_no ?? '' } : null,
  materials,
  loan:
    f.loan_no && f.value_date && f.loan_due_date && f.loan_status
      ? {
          loanNo: f.loan_no,
          principal: yuanOf(f.principal_fen),
          fee: yuanOf(f.fee_fen),
          disbursed: yuanOf(f.disbursed_fen),
          valueDate: f.value_date,
          dueDate: f.loan_due_date,
          status: f.loan_status,
          repaidPrincipal: yuanOf(f.repaid_principal_fen),
        }
      : null,
});

/** 融资 (订单综合查询): the financings the corporation is the supplier, the core or the bank of. */
export async function finances(db: Queryable, actor: Actor): Promise<EdtFinance[]> {
  const rows = await financesOf(db, actor.corpId);
  const materials = await materialsOf(
    db,
    rows.map((f) => f.app_no),
  );
  return rows.map((f) => view(f, materials.get(f.app_no)));
}

/** A financing the caller's bank reviews; 404 for any other number. */
async function banksFinance(q: Queryable, actor: Actor, appNo: string): Promise<FinanceRow> {
  const f = await financeByApp(q, appNo);
  if (!f || f.fi_corp_id !== actor.corpId) throw refuse.appNotFound();
  return f;
}

/** The client manager's 审核通过 (→ 待终审) and 拒绝 (意见). */
export async function passFinance(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> {
  await banksFinance(env.db, actor, appNo);
  return proceed(env, actor, appNo, 'DECIDE', comment);
}

export async function rejectFinance(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> {
  await banksFinance(env.db, actor, appNo);
  return decide(env, actor, appNo, 'REJECT', comment);
}

/**
 * 出具融资方案 (the product manager): 批准金额 ≤ applied, a rate and a due date not after the order's 约定付款日; the line
 * then holds the plan's amount only. The supplier's director accepts (signing ORDER_LOAN_APPLY_ASSEMBLE_EDIT) or gives up.
 */
export async function planFinance(env: ServiceEnv, actor: Actor, appNo: string, raw: EdtFinancePlanInput): Promise<ApplicationDetail> {
  const input = edtFinancePlanSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const app = await loadApp(ctx.tx, actor, appNo, true);
    const f = await banksFinance(ctx.tx, actor, appNo);
    const planFen = parseFen(input.amount);
    if (planFen <= 0n || planFen > fenOf(f.amount_fen)) throw refuse.rule('批准金额不能超过申请金额');
    const [order] = await ctx.tx.query<{ payment_date: string }>('SELECT payment_date FROM edt_order WHERE order_id = $1', [f.order_id]);
    if (input.dueDate > (order?.payment_date ?? '')) throw refuse.rule(FINANCE_REFUSAL.dueAfterPayment);
    if (input.dueDate <= ctx.businessDate) throw refuse.rule('融资到期日须晚于今日');
    if (app.status !== 'PENDING_FINAL') throw refuse.state();
    await moveLine(ctx.tx, f.line_id, { frozenFen: planFen - fenOf(f.frozen_fen) });
    await setPlan(ctx.tx, appNo, { amountFen: planFen, annualRate: input.annualRate, dueDate: input.dueDate });
    return detailOf(ctx.tx, ctx.actor, await act(ctx, app, 'DECIDE', { decision: 'ACCEPT', comment: `融资方案：批准金额${input.amount}元` }));
  });
}

/** 按申请审批 or the approval after an accepted plan: the product manager signs ORDER_LOAN_APPLY_FINAL_APPROVE. */
export async function finalApproveFinance(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<ApplicationDetail> {
  await banksFinance(env.db, actor, appNo);
  return approve(env, actor, appNo, payload);
}

/** 放款 (the product manager). */
export async function fundFinance(env: ServiceEnv, actor: Actor, appNo: string): Promise<ApplicationDetail> {
  await banksFinance(env.db, actor, appNo);
  return proceed(env, actor, appNo, 'FUND');
}

/** The originals of spec §7 `orders loan-applys signature …` by the application number. */
export const financeOriginal = (env: ServiceEnv, actor: Actor, appNo: string, type: OriginalType): Promise<string> => approvalOriginal(env, actor, appNo, type);

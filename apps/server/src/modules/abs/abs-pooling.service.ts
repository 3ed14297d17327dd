import { ABS_RECEIVABLE_STATUS_LABEL, absCollectInputSchema, absPoolInputSchema, absProductInputSchema } from '@scf/api/contract';
import type { AbsCollectInput, AbsCollection, AbsPoolBatch, AbsPoolInput, AbsProductInput, AbsProductRow } from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal, parseFen } from '@scf/api/money';
import type { Db, Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { accountOf, acting, inLedger } from '../applications';
import { SimBank } from '../bank';
import * as pooling from './abs-pooling.repo';
import { productOf } from './abs-reports.repo';
import type { ProductRow } from './abs-reports.repo';
import { productRowOf } from './abs-reports.service';
import * as repo from './abs.repo';
import type { ReceivableRow } from './abs.repo';
import { requireStatus } from './abs.rules';

/**
 * The factor's product manager on the report centre (domain-lines.md §18.3): 新增专项计划, 锁定, 入池 (TRANSFERRED →
 * POOLED in a PIB batch) and 回款登记 (→ SETTLED); and the 逾期 job. Refusals of §18.3 verbatim.
 */

export const DEFAULT_MIN_REMAIN_DAYS = 30;

/** 新增专项计划: the caller's factor's plan, 存续期, 发行规模 = 优先级 + 次级. */
export async function createProduct(env: ServiceEnv, actor: Actor, raw: AbsProductInput): Promise<AbsProductRow> {
  const input = absProductInputSchema.parse(raw);
  return inLedger(env, acting(actor), async ({ tx }) => {
    const done = await pooling.insertProduct(tx, {
      productCode: input.productCode,
      name: input.name,
      planManager: input.planManager,
      fiCorpId: actor.corpId,
      setupDate: input.setupDate,
      expectedEndDate: input.expectedEndDate,
      seniorFen: parseFen(input.senior),
      subordinateFen: parseFen(input.subordinate),
    });
    if (!done) throw refuse.rule('产品代码已存在');
    return productRowOf((await productOf(tx, input.productCode, false))!);
  });
}

/** One of the caller's factor's plans, locked; its assets may change only while it is 存续期 and not 锁定. */
async function ownProduct(q: Queryable, actor: Actor, code: string, forChange: boolean): Promise<ProductRow> {
  const p = await productOf(q, code, true);
  if (!p || p.fi_corp_id !== actor.corpId) throw refuse.rule('请选择本机构的专项计划');
  if (forChange && (p.locked || p.status !== 'ACTIVE')) throw refuse.rule('专项计划已锁定，不能调整资产');
  return p;
}

/** 锁定: the plan's assets no longer change. */
export async function lockProduct(env: ServiceEnv, actor: Actor, code: string): Promise<AbsProductRow> {
  return inLedger(env, acting(actor), async ({ tx }) => {
    await ownProduct(tx, actor, code, false);
    await pooling.lockProduct(tx, code);
    return productRowOf((await productOf(tx, code, false))!);
  });
}

/** Why a receivable may not go into a plan today, or null (§18.3 Pooling). */
export function poolRefusal(r: ReceivableRow, minRemainDays: number, businessDate: string): string | null {
  if (r.status === 'DISPUTED') return '该应收账款存在异议，不能入池';
  if (r.status !== 'TRANSFERRED') return `应收账款当前状态为「${ABS_RECEIVABLE_STATUS_LABEL[r.status]}」，不能入池`;
  if (!r.pay_confirmed) return '债务人尚未签署付款确认书，不能入池';
  if (calendarDaysBetween(businessDate, r.due_date) < minRemainDays) return `剩余期限不足${minRemainDays}天，不能入池`;
  return null;
}

/** The factor's own receivables by number (its current creditor), locked in number order. */
async function factorReceivables(q: Queryable, actor: Actor, nos: readonly string[]): Promise<ReceivableRow[]> {
  const rows = await repo.creditorReceivables(q, actor.corpId, nos);
  if (rows.length !== nos.length) throw refuse.rule('请选择本机构受让的应收账款');
  return rows;
}

/** 入池: the receivables into the plan as one batch PIB…, each 已转让, 付款确认书 signed, ≥ minRemainDays left. */
export async function pool(env: ServiceEnv, actor: Actor, raw: AbsPoolInput): Promise<AbsPoolBatch> {
  const input = absPoolInputSchema.parse(raw);
  return inLedger(env, acting(actor), async ({ tx, businessDate, now }) => {
    const product = await ownProduct(tx, actor, input.productCode, true);
    const nos = [...new Set(input.receivableNos)];
    const rows = await factorReceivables(tx, actor, nos);
    for (const r of rows) {
      const min = (await repo.quoteOf(tx, actor.corpId, r.debtor_corp_id))?.min_remain_days ?? DEFAULT_MIN_REMAIN_DAYS;
      const why = poolRefusal(r, min, businessDate);
      if (why) throw why.startsWith('应收账款当前状态') ? refuse.state(why) : refuse.rule(why);
    }
    const batchNo = await pooling.insertPoolBatch(tx, {
      productCode: product.product_code,
      fiCorpId: actor.corpId,
      poolDate: businessDate,
      createdBy: actor.userId,
      at: now,
    });
    const moved = await pooling.poolReceivables(tx, nos, { productCode: product.product_code, batchNo, poolDate: businessDate, at: now });
    if (moved !== nos.length) throw refuse.state();
    return {
      batchNo,
      productCode: product.product_code,
      poolDate: businessDate,
      count: rows.length,
      amount: fenToDecimal(rows.reduce((s, r) => s + fenOf(r.amount_fen), 0n)),
    };
  });
}

/** 回款登记: 回款金额 = the receivable's amount, on or before today and not before its transfer → 已回款. */
export async function collect(env: ServiceEnv, actor: Actor, receivableNo: string, raw: AbsCollectInput): Promise<AbsCollection> {
  const input = absCollectInputSchema.parse(raw);
  return inLedger(env, acting(actor), async ({ tx, businessDate, now }) => {
    const [r] = await factorReceivables(tx, actor, [receivableNo]);
    requireStatus(r!, ['TRANSFERRED', 'POOLED', 'OVERDUE'], '回款登记');
    if (parseFen(input.amount) !== fenOf(r!.amount_fen)) throw refuse.rule('回款金额须等于应收账款金额');
    if (input.collectDate > businessDate) throw refuse.rule('回款日期不能晚于当前日期');
    if (r!.transfer_date && input.collectDate < r!.transfer_date) throw refuse.rule('回款日期不能早于转让日');
    const done = await pooling.settleReceivable(tx, receivableNo, {
      collectDate: input.collectDate,
      amountFen: fenOf(r!.amount_fen),
      bankSerial: input.bankSerial,
      createdBy: actor.userId,
      at: now,
    });
    if (!done) throw refuse.state();
    const receiptNo = await payCollection(tx, r!, input.bankSerial, { businessDate, now });
    return {
      receivableNo,
      collectDate: input.collectDate,
      amount: fenToDecimal(fenOf(r!.amount_fen)),
      bankSerial: input.bankSerial,
      receiptNo,
      status: 'SETTLED',
      statusLabel: ABS_RECEIVABLE_STATUS_LABEL.SETTLED,
    };
  });
}

/**
 * The debtor's payment of a collected receivable: its amount from the debtor's settlement account to the factor's (the
 * current creditor), one ABS_COLLECT transfer with its two receipts; the factor's 收款 receipt is returned.
 */
async function payCollection(tx: Queryable, r: ReceivableRow, bankSerial: string, clock: { businessDate: string; now: number }): Promise<string> {
  const from = await accountOf(tx, r.debtor_corp_id, ['SETTLEMENT']);
  if (!from) throw refuse.rule('债务人未开立结算账户');
  const to = await accountOf(tx, r.current_creditor_corp_id, ['SETTLEMENT']);
  if (!to) throw refuse.rule('受让方未开立结算账户');
  const paid = await SimBank.transfer(tx, {
    fromAccountId: from.account_id,
    toAccountId: to.account_id,
    amountFen: fenOf(r.amount_fen),
    purpose: 'ABS_COLLECT',
    bizRef: r.receivable_no,
    remark: `应收账款回款（银行流水号${bankSerial}）`,
    ...clock,
  });
  return paid.receiptNos.receive;
}

/** §18.2: transferred or pooled receivables unpaid after their due date are 逾期. */
export async function overdueReceivables(db: Db, now: number, businessDate: string): Promise<string[]> {
  return db.transaction((tx) => pooling.markOverdue(tx, businessDate, now));
}

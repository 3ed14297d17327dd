import { calendarDaysBetween } from '@scf/api/money';
import type { AbsTransferDetail } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, appOf, inLedger } from '../applications';
import * as pooling from './abs-pooling.repo';
import { DEFAULT_MIN_REMAIN_DAYS, poolRefusal } from './abs-pooling.service';
import { productOf } from './abs-reports.repo';
import type { ProductRow } from './abs-reports.repo';
import * as repo from './abs.repo';
import type { ReceivableRow } from './abs.repo';
import { transferDetail } from './abs-transfer.service';

/**
 * 入池至 at 同意受让 (domain-lines.md §18.3): the factor's 产品经理 names one of its plans while the transfer waits on him
 * (待受让); the 转让合同 he signs says so, and the receivables go into the plan in one PIB batch when the debtor's director
 * signs the 付款确认书 — §18.8 (3): POOLED only with payConfirmed. If by then the plan is locked or a receivable no longer
 * qualifies (§18.3 Pooling), that receivable stays 已转让 for the manual 入池.
 */

export const POOL_TARGET_NAME = (p: { name: string; product_code: string }): string => `${p.name}（${p.product_code}）`;

/** The plan named on a transfer, if any. */
export async function poolTargetOf(q: Queryable, appNo: string): Promise<ProductRow | undefined> {
  const [t] = await q.query<{ pool_product_code: string | null }>('SELECT pool_product_code FROM app_abs_transfer WHERE app_no = $1', [appNo]);
  return t?.pool_product_code ? productOf(q, t.pool_product_code, false) : undefined;
}

const minDays = async (q: Queryable, fiCorpId: string, r: ReceivableRow): Promise<number> =>
  (await repo.quoteOf(q, fiCorpId, r.debtor_corp_id))?.min_remain_days ?? DEFAULT_MIN_REMAIN_DAYS;

/** 入池至: set (or clear with null) the plan of a transfer waiting on the caller's 同意受让. */
export async function setPoolTarget(env: ServiceEnv, actor: Actor, appNo: string, productCode: string | null): Promise<AbsTransferDetail> {
  await inLedger(env, acting(actor), async ({ tx, businessDate }) => {
    const app = await appOf(tx, actor.corpId, appNo, true);
    if (!app || app.biz_type !== 'ABS_TRANSFER' || app.counterparty_corp_id !== actor.corpId) throw refuse.appNotFound();
    if (app.status !== 'PENDING_FINAL') throw refuse.state('仅待受让的转让可选择入池至');
    if (productCode !== null) {
      const p = await productOf(tx, productCode, true);
      if (!p || p.fi_corp_id !== actor.corpId) throw refuse.rule('请选择本机构的专项计划');
      if (p.locked || p.status !== 'ACTIVE') throw refuse.rule('专项计划已锁定，不能调整资产');
      for (const r of await repo.receivablesOfApp(tx, appNo, false)) {
        const min = await minDays(tx, actor.corpId, r);
        if (calendarDaysBetween(businessDate, r.due_date) < min) throw refuse.rule(`剩余期限不足${min}天，不能入池`);
      }
    }
    await tx.query('UPDATE app_abs_transfer SET pool_product_code = $2 WHERE app_no = $1', [appNo, productCode]);
  });
  return transferDetail(env.db, actor, appNo, env.businessDate);
}

/**
 * When the 付款确认书 of receivables is signed: those whose transfer names a plan, still open and each still poolable
 * today, go into it as one PIB batch per plan. Answers the batch numbers.
 */
export async function poolSignedIntoTarget(
  q: Queryable,
  rows: readonly ReceivableRow[],
  clock: { businessDate: string; now: number; userId: string },
): Promise<string[]> {
  const byPlan = new Map<string, { product: ProductRow; nos: string[] }>();
  for (const r of rows) {
    if (!r.transfer_app_no) continue;
    const target = await poolTargetOf(q, r.transfer_app_no);
    if (!target || target.locked || target.status !== 'ACTIVE') continue;
    const fresh = (await repo.receivablesOfApp(q, r.transfer_app_no, false)).find((x) => x.receivable_no === r.receivable_no);
    if (!fresh || poolRefusal(fresh, await minDays(q, target.fi_corp_id, fresh), clock.businessDate) !== null) continue;
    const entry = byPlan.get(target.product_code) ?? { product: target, nos: [] };
    entry.nos.push(r.receivable_no);
    byPlan.set(target.product_code, entry);
  }
  const batches: string[] = [];
  for (const { product, nos } of byPlan.values()) {
    const batchNo = await pooling.insertPoolBatch(q, {
      productCode: product.product_code,
      fiCorpId: product.fi_corp_id,
      poolDate: clock.businessDate,
      createdBy: clock.userId,
      at: clock.now,
    });
    const moved = await pooling.poolReceivables(q, nos, { productCode: product.product_code, batchNo, poolDate: clock.businessDate, at: clock.now });
    if (moved !== nos.length) throw refuse.state();
    batches.push(batchNo);
  }
  return batches;
}

import { productSupplierApplySchema } from '@scf/api/contract';
import type { ApplicationDetail, LedgerProduct, ProductSupplierApplyInput, SupplierProduct } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { yuanOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import { insertProductSupplierApp, supplierOf, suppliersOf } from './product-supplier.repo';
import type { SupplierRow } from './product-supplier.repo';
import { checkChange, supplierStatus } from './product-supplier.rules';

const view = (r: SupplierRow, product: LedgerProduct): SupplierProduct => ({
  supplier: { corpId: r.corp_id, corpName: r.corp_name },
  uscc: r.uscc,
  authenticated: r.authenticated,
  status: supplierStatus(r, product),
  effectiveFrom: r.effective_from,
  effectiveTo: r.effective_to,
  setBy: r.set_by,
  pendingAppNo: r.pending_app_no,
  heldAmount: yuanOf(r.held_fen),
  financedAmount: yuanOf(r.financed_fen),
});

/** 供应商 (domain-lines.md §17.2): the caller's suppliers with their status for the product. */
export async function supplierProducts(
  db: Queryable,
  actor: Actor,
  query: { productType: LedgerProduct; keyword?: string | undefined },
): Promise<SupplierProduct[]> {
  return (await suppliersOf(db, actor.corpId, query.productType, query.keyword)).map((r) => view(r, query.productType));
}

/**
 * 开通 / 暂停 / 恢复: a PSP application (待复核) for one of the caller's suppliers, one in process at a time per
 * supplier and product (the relation row is locked while it is checked and written).
 */
export async function applyProductSupplier(env: ServiceEnv, actor: Actor, raw: ProductSupplierApplyInput): Promise<ApplicationDetail> {
  const input = productSupplierApplySchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const supplier = await supplierOf(ctx.tx, actor.corpId, input.supplierCorpId, input.productType, true);
    if (!supplier) throw refuse.rule('请选择本企业的供应商');
    if (supplier.pending_app_no) throw refuse.rule('已有处理中的申请');
    checkChange(supplier, input.productType, input.action);
    const appNo = await nextAppNo(ctx.tx, 'PRODUCT_SUPPLIER', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'PRODUCT_SUPPLIER', productType: input.productType, amountFen: 0n }),
        counterpartyCorpId: supplier.corp_id,
        reason: input.reason,
      },
      'SUBMIT',
      () => insertProductSupplierApp(ctx.tx, appNo, supplier.corp_id, input.action),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** The original the core's director signs to approve one (`PRODUCT`, spec §7). */
export const productSupplierOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'PRODUCT');

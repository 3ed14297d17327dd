/**
 * 供应商开通 (domain-lines.md §17.2), the worked example of docs/adr/0027: the core's operator applies to open,
 * suspend or resume a product for one supplier (→ 待复核); its director approves with the key, signing PRODUCT, and
 * the core's product_supplier row for the supplier is set; or returns, rejects, or the operator cancels.
 */
import { PRODUCTS, PRODUCT_SUPPLIER_ACTION_LABEL, approvalOriginalOf } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { ROLE_DIR, ROLE_OP, flow, ledgerProductOf, pending, reviewed } from '../applications';
import type { AppRow, FlowDefinition, LedgerContext } from '../applications';
import { productSupplierAppOf, setProductSupplier, supplierOf } from './product-supplier.repo';
import { checkChange } from './product-supplier.rules';

type PspEffect = { kind: 'setSupplierProduct' };

async function requestOf(q: Queryable, app: AppRow) {
  const asked = await productSupplierAppOf(q, app.app_no);
  if (!asked) throw new Error(`${app.app_no} has no product-supplier request`);
  const supplier = await supplierOf(q, app.applicant_corp_id, asked.supplier_corp_id, ledgerProductOf(app), false);
  if (!supplier) throw new Error(`${asked.supplier_corp_id} is no longer a supplier of ${app.applicant_corp_id}`);
  return { action: asked.action, supplier };
}

/** Approved: the rules again (the supplier may have changed since), then the row ACTIVE or SUSPENDED from today. */
async function setSupplierProduct(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { action, supplier } = await requestOf(ctx.tx, app);
  checkChange(supplier, ledgerProductOf(app), action);
  await setProductSupplier(ctx.tx, {
    coreCorpId: app.applicant_corp_id,
    supplierCorpId: supplier.corp_id,
    product: ledgerProductOf(app),
    status: action === 'SUSPEND' ? 'SUSPENDED' : 'ACTIVE',
    effectiveFrom: ctx.businessDate,
    reason: app.reason,
    appNo: app.app_no,
    at: ctx.now,
  });
}

/** What the director signs: the supplier, the product and the action. */
async function pspLines(q: Queryable, app: AppRow): Promise<string[]> {
  const { action, supplier } = await requestOf(q, app);
  const lines = [
    `供应商：${supplier.corp_name}（${supplier.uscc}）`,
    `产品：${PRODUCTS[app.product_type].label}`,
    `操作：${PRODUCT_SUPPLIER_ACTION_LABEL[action]}`,
  ];
  return app.reason ? [...lines, `原因：${app.reason}`] : lines;
}

export const PRODUCT_SUPPLIER_FLOWS: readonly FlowDefinition[] = [
  flow<PspEffect>({
    bizType: 'PRODUCT_SUPPLIER',
    products: ['CREDIT', 'VOUCHER'],
    transitions: reviewed<PspEffect>('PRODUCT_SUPPLIER', { approved: [{ kind: 'setSupplierProduct' }] }),
    pending: {
      PENDING_REVIEW: pending('applicant', ROLE_DIR, '供应商开通待复核', '/supplier'),
      RETURNED: pending('applicant', ROLE_OP, '供应商开通已退回', '/supplier'),
    },
    applyPage: '/supplier',
    originalType: () => approvalOriginalOf('PRODUCT_SUPPLIER'),
    originalLines: pspLines,
    effects: { setSupplierProduct },
  }),
];

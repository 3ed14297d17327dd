import { PRODUCTS, PRODUCT_SUPPLIER_ACTION_LABEL, SUPPLIER_PRODUCT_STATUS_LABEL } from '@scf/api/contract';
import type { LedgerProduct, ProductSupplierAction, SupplierProductStatus } from '@scf/api/contract';
import { refuse } from '../../platform/refusal';
import type { SupplierRow } from './product-supplier.repo';

/**
 * 产品状态 of a supplier (domain-lines.md §17.1): the core's row when there is one; without it 已开通 for a product the
 * core need not open per supplier (CREDIT: the supplier opened it), else 未开通.
 */
export function supplierStatus(row: SupplierRow, product: LedgerProduct): SupplierProductStatus {
  if (row.status === 'SUSPENDED') return 'SUSPENDED';
  if (row.status === 'ACTIVE') return 'OPEN';
  return !PRODUCTS[product].options.supplierWhitelist && row.product_open ? 'OPEN' : 'NOT_OPEN';
}

/** The status each action starts from. */
const FROM: Record<ProductSupplierAction, SupplierProductStatus> = { OPEN: 'NOT_OPEN', SUSPEND: 'OPEN', RESUME: 'SUSPENDED' };

/**
 * Whether the core may take the action for the supplier now (§17.2), checked when it applies and again when its
 * director approves: 开通 and 恢复 need the supplier to have opened the product and completed its real-name
 * verification; each action starts from its status; 开通 is for products opened per supplier only.
 */
export function checkChange(row: SupplierRow, product: LedgerProduct, action: ProductSupplierAction): void {
  const label = PRODUCTS[product].label;
  if (action !== 'SUSPEND') {
    if (!row.product_open) throw refuse.rule(`该供应商尚未开通${label}产品`);
    if (!row.authenticated) throw refuse.rule('该供应商尚未完成实名认证');
  }
  if (action === 'OPEN' && !PRODUCTS[product].options.supplierWhitelist) throw refuse.rule(`${label}的供应商无需开通，只可暂停或恢复`);
  const status = supplierStatus(row, product);
  if (status !== FROM[action])
    throw refuse.state(`该供应商的${label}产品状态为「${SUPPLIER_PRODUCT_STATUS_LABEL[status]}」，不能${PRODUCT_SUPPLIER_ACTION_LABEL[action]}`);
}

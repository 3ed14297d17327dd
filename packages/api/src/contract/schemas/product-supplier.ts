import { z } from 'zod';
import { LEDGER_PRODUCTS } from '../products';
import { amountSchema, corpRefSchema } from './refs';

/**
 * 供应商开通 (domain-lines.md §17.1–§17.2): a core opens, suspends or resumes a ledger product for one of its
 * suppliers with a PRODUCT_SUPPLIER application (PSP) its director approves with the key (signing PRODUCT).
 */
export const PRODUCT_SUPPLIER_ACTION_LABEL = { OPEN: '开通', SUSPEND: '暂停', RESUME: '恢复' } as const;
export type ProductSupplierAction = keyof typeof PRODUCT_SUPPLIER_ACTION_LABEL;
export const PRODUCT_SUPPLIER_ACTIONS = Object.keys(PRODUCT_SUPPLIER_ACTION_LABEL) as [ProductSupplierAction, ...ProductSupplierAction[]];

/** 产品状态 of a supplier for the product, as the core's supplier list shows it. */
export const SUPPLIER_PRODUCT_STATUS_LABEL = { OPEN: '已开通', NOT_OPEN: '未开通', SUSPENDED: '已暂停' } as const;
export type SupplierProductStatus = keyof typeof SUPPLIER_PRODUCT_STATUS_LABEL;
export const SUPPLIER_PRODUCT_STATUSES = Object.keys(SUPPLIER_PRODUCT_STATUS_LABEL) as [SupplierProductStatus, ...SupplierProductStatus[]];

/** Who set a supplier's product status (设置方). */
export const PRODUCT_SUPPLIER_SETTERS = ['CORE', 'PLATFORM', 'FI'] as const;

/** 开通 / 暂停 / 恢复: the form's and the server's one schema. */
export const productSupplierApplySchema = z.strictObject({
  productType: z.enum(LEDGER_PRODUCTS),
  supplierCorpId: z.string().trim().min(1, '请选择供应商').max(64),
  action: z.enum(PRODUCT_SUPPLIER_ACTIONS, '请选择操作'),
  reason: z.string().trim().max(200, '原因不能超过200个字').default(''),
});
export type ProductSupplierApplyInput = z.input<typeof productSupplierApplySchema>;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One supplier of the core's list for a product: who it is, its 实名状态 and its 产品状态, and any application in process. */
export const supplierProductSchema = z.object({
  supplier: corpRefSchema,
  uscc: z.string(),
  authenticated: z.boolean(),
  status: z.enum(SUPPLIER_PRODUCT_STATUSES),
  effectiveFrom: date.nullable(),
  effectiveTo: date.nullable(),
  setBy: z.enum(PRODUCT_SUPPLIER_SETTERS).nullable(),
  /** The PSP application in process for this supplier and product (在途申请), if any. */
  pendingAppNo: z.string().nullable(),
  /** 持有金额: the live vouchers (or credits) of the core's issue the supplier holds. */
  heldAmount: amountSchema,
  /** 融资余额: those of the core's issue it financed, not yet paid. */
  financedAmount: amountSchema,
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

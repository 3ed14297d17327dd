import { z } from 'zod';
import { get, post } from '../endpoint';
import { LEDGER_PRODUCTS } from '../products';
import { applicationDetailSchema } from '../schemas/credit';
import { productSupplierApplySchema, supplierProductSchema } from '../schemas/product-supplier';

/** The core's supplier list for one product (`/credit/supplier`, `/voucher/supplier`), by name or USCC. */
export const supplierProductQuerySchema = z.strictObject({ productType: z.enum(LEDGER_PRODUCTS), keyword: z.string().trim().max(100).optional() });

/** 供应商 (domain-lines.md §17.2): the core's suppliers with their product status, and 开通 / 暂停 / 恢复 for one. */
export const productSupplierEndpoints = {
  list: get('/v1/product-suppliers', { query: supplierProductQuerySchema, response: z.array(supplierProductSchema) }),
  /** A PSP application (待复核); the director approves it through the generic application calls, signing PRODUCT. */
  apply: post('/v1/product-suppliers/apply', { body: productSupplierApplySchema, response: applicationDetailSchema, idempotent: true }),
} as const;

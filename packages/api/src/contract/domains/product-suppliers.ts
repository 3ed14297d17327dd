// 供应商开通 (domain-lines.md §17.2): a core's suppliers with their product status, and the application that changes it.
export { productSupplierEndpoints, supplierProductQuerySchema } from '../endpoints/product-suppliers';
export {
  PRODUCT_SUPPLIER_ACTIONS,
  PRODUCT_SUPPLIER_ACTION_LABEL,
  PRODUCT_SUPPLIER_SETTERS,
  SUPPLIER_PRODUCT_STATUSES,
  SUPPLIER_PRODUCT_STATUS_LABEL,
  productSupplierApplySchema,
  supplierProductSchema,
} from '../schemas/product-supplier';
export type { ProductSupplierAction, ProductSupplierApplyInput, SupplierProduct, SupplierProductStatus } from '../schemas/product-supplier';

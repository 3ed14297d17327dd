// 供应商开通 (domain-lines.md §17.1–§17.2): a core opens, suspends or resumes a product for each of its suppliers with a
// PRODUCT_SUPPLIER application its director signs; the worked example of a new business type (docs/adr/0027).
import type { ServerModule } from '../../platform/http/server-module';
import { PRODUCT_SUPPLIER_FLOWS } from './product-suppliers.flows';
import { productSupplierRoutes } from './product-suppliers.routes';

export const productSuppliersModule: ServerModule = { name: 'product-suppliers', routes: productSupplierRoutes, flows: PRODUCT_SUPPLIER_FLOWS };

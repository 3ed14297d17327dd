import { SIGNING_ORIGINALS, productSupplierEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { applyProductSupplier, productSupplierOriginal, supplierProducts } from './product-suppliers.service';

/** `/credit/supplier` or `/voucher/supplier`: the request's product decides which page is checked. */
const SUPPLIER_PAGE = { productMenu: '/supplier' } as const;

/**
 * 供应商 (domain-lines.md §17.2): the core's list and its 开通 / 暂停 / 恢复 (the operator's: the flow's table says),
 * and the original the director signs; the approval itself is the generic /v1/applications/{appNo}/approve.
 */
export const productSupplierRoutes: readonly ApiRoute[] = [
  defineRoute(productSupplierEndpoints.list, { access: SUPPLIER_PAGE, handler: ({ db, actor, query }) => supplierProducts(db, actor, query) }),
  defineRoute(productSupplierEndpoints.apply, { access: SUPPLIER_PAGE, handler: ({ env, actor, body }) => applyProductSupplier(env, actor, body) }),
  defineRoute(SIGNING_ORIGINALS.PRODUCT.endpoint, {
    access: SUPPLIER_PAGE,
    handler: ({ env, actor, params }) => productSupplierOriginal(env, actor, params.id),
  }),
];

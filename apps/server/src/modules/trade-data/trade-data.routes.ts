import { creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute, RouteContext, RouteOptions } from '../../platform/http/define-route';
import { grantedMenuPaths } from '../../platform/security/granted-menus';
import * as svc from './trade-data.service';

/**
 * The 融资资料 pages of three areas save and read the same trade data: the credit product's (`/credit/finance-data/*`),
 * 供应链ABS's (`/abs/finance-data/*`, domain-lines.md §18.3) and e订通's (`/edt/chain/finance-data/*`, §19.5). Writes
 * need the upload page of any of them (the operators of core and chain); reads need the detail page of any of them,
 * granted to every role that sees trade data (directors, 查询, the bank's reviewers). What each call returns is the
 * corporation's own (the service scopes). A granted path counts only in an area the corporation opened (granted-menus.ts).
 */
export const WRITE_MENUS = ['/credit/finance-data/upload/default', '/abs/finance-data/create', '/edt/chain/finance-data/create'] as const;
export const READ_MENUS = ['/credit/finance-data/detail', '/abs/finance-data/detail', '/edt/chain/finance-data/detail'] as const;

/**
 * A route open to the current role when any of `menus` is granted to it. The platform's `{ menu }` names one path, so
 * the route is a session route whose handler checks the grant first (403 as a `{ menu }` route answers), before
 * anything is read or written.
 */
function anyMenu<E extends AnyEndpoint>(endpoint: E, menus: readonly string[], handler: RouteOptions<E, 'session'>['handler']): ApiRoute {
  return defineRoute(endpoint, {
    access: 'session',
    handler: async (ctx: RouteContext<E, 'session'>) => {
      const granted = await grantedMenuPaths(ctx.db, ctx.actor.corpId, ctx.actor.role);
      if (!menus.some((m) => granted.includes(m))) throw fail.forbidden();
      return handler(ctx);
    },
  });
}

/** 融资资料 (domain.md §8). */
export const tradeDataRoutes: readonly ApiRoute[] = [
  anyMenu(tradeDataEndpoints.parties, WRITE_MENUS, ({ env, actor }) => svc.listParties(env, actor)),
  anyMenu(tradeDataEndpoints.credits, WRITE_MENUS, ({ env, actor, body }) => svc.listBackableCredits(env, actor, body)),
  anyMenu(tradeDataEndpoints.contractPage, READ_MENUS, ({ env, actor, body }) => svc.pageOfContracts(env, actor, body)),
  anyMenu(tradeDataEndpoints.contract, READ_MENUS, ({ env, actor, params }) => svc.getContract(env, actor, params.contractId)),
  anyMenu(tradeDataEndpoints.createContract, WRITE_MENUS, ({ env, actor, body }) => svc.createContract(env, actor, body)),
  anyMenu(tradeDataEndpoints.invoicePage, READ_MENUS, ({ env, actor, body }) => svc.pageOfInvoices(env, actor, body)),
  anyMenu(tradeDataEndpoints.invoice, READ_MENUS, ({ env, actor, params }) => svc.getInvoice(env, actor, params.invoiceId)),
  anyMenu(tradeDataEndpoints.createInvoice, WRITE_MENUS, ({ env, actor, body }) => svc.createInvoice(env, actor, body)),
  anyMenu(tradeDataEndpoints.documentPage, READ_MENUS, ({ env, actor, body }) => svc.pageOfDocuments(env, actor, body)),
  anyMenu(tradeDataEndpoints.createDocument, WRITE_MENUS, ({ env, actor, body }) => svc.createDocument(env, actor, body)),
  anyMenu(tradeDataEndpoints.packagePage, READ_MENUS, ({ env, actor, body }) => svc.pageOfPackages(env, actor, body)),
  anyMenu(tradeDataEndpoints.package, READ_MENUS, ({ env, actor, params }) => svc.getPackage(env, actor, params.packageNo)),
  anyMenu(tradeDataEndpoints.createPackage, WRITE_MENUS, ({ env, actor, body }) => svc.createPackage(env, actor, body)),
  defineRoute(creditEndpoints.datumVerdict, {
    access: { menu: '/credit/finance-data/detail' },
    handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'CREDIT'),
  }),
  defineRoute(creditEndpoints.voucherDatumVerdict, {
    access: { menu: '/voucher/finance-data/detail' },
    handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'VOUCHER'),
  }),
];

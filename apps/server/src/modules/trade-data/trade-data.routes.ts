import { creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as svc from './trade-data.service';

/**
 * The 融资资料 pages of four areas save and read the same trade data: the credit and 支付通 products' (`/credit/finance-data/*`, `/voucher/…`),
 * 供应链ABS's (`/abs/finance-data/*`, domain-lines.md §18.3) and e订通's (`/edt/chain/finance-data/*`, §19.5). Writes
 * need the upload page of any of them (the operators of core and chain); reads need the detail page of any of them,
 * granted to every role that sees trade data (directors, 查询, the bank's reviewers). What each call returns is the
 * corporation's own (the service scopes). A granted path counts only in an area the corporation opened (granted-menus.ts).
 */
const WRITE = {
  anyMenu: ['/credit/finance-data/upload/default', '/voucher/finance-data/upload/default', '/abs/finance-data/create', '/edt/chain/finance-data/create'],
} as const;
const READ = {
  anyMenu: ['/credit/finance-data/detail', '/voucher/finance-data/detail', '/abs/finance-data/detail', '/edt/chain/finance-data/detail'],
} as const;

/** 融资资料 (domain.md §8). */
export const tradeDataRoutes: readonly ApiRoute[] = [
  defineRoute(tradeDataEndpoints.parties, { access: WRITE, handler: ({ env, actor }) => svc.listParties(env, actor) }),
  defineRoute(tradeDataEndpoints.credits, { access: WRITE, handler: ({ env, actor, body }) => svc.listBackableCredits(env, actor, body) }),
  defineRoute(tradeDataEndpoints.contractPage, { access: READ, handler: ({ env, actor, body }) => svc.pageOfContracts(env, actor, body) }),
  defineRoute(tradeDataEndpoints.contract, { access: READ, handler: ({ env, actor, params }) => svc.getContract(env, actor, params.contractId) }),
  defineRoute(tradeDataEndpoints.createContract, { access: WRITE, handler: ({ env, actor, body }) => svc.createContract(env, actor, body) }),
  defineRoute(tradeDataEndpoints.invoicePage, { access: READ, handler: ({ env, actor, body }) => svc.pageOfInvoices(env, actor, body) }),
  defineRoute(tradeDataEndpoints.invoice, { access: READ, handler: ({ env, actor, params }) => svc.getInvoice(env, actor, params.invoiceId) }),
  defineRoute(tradeDataEndpoints.createInvoice, { access: WRITE, handler: ({ env, actor, body }) => svc.createInvoice(env, actor, body) }),
  defineRoute(tradeDataEndpoints.documentPage, { access: READ, handler: ({ env, actor, body }) => svc.pageOfDocuments(env, actor, body) }),
  defineRoute(tradeDataEndpoints.createDocument, { access: WRITE, handler: ({ env, actor, body }) => svc.createDocument(env, actor, body) }),
  defineRoute(tradeDataEndpoints.packagePage, { access: READ, handler: ({ env, actor, body }) => svc.pageOfPackages(env, actor, body) }),
  defineRoute(tradeDataEndpoints.package, { access: READ, handler: ({ env, actor, params }) => svc.getPackage(env, actor, params.packageNo) }),
  defineRoute(tradeDataEndpoints.createPackage, { access: WRITE, handler: ({ env, actor, body }) => svc.createPackage(env, actor, body) }),
  defineRoute(creditEndpoints.datumVerdict, {
    access: { menu: '/credit/finance-data/detail' },
    handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'CREDIT'),
  }),
  defineRoute(creditEndpoints.voucherDatumVerdict, {
    access: { menu: '/voucher/finance-data/detail' },
    handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'VOUCHER'),
  }),
];

import { creditEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as svc from './trade-data.service';

/**
 * Writes need 上传资料 (the operators of core and chain); reads need 融资资料详情, granted to every role that sees trade
 * data (directors, 查询, the bank's reviewers). What each call returns is the corporation's own (the service scopes).
 */
const WRITE = { menu: '/credit/finance-data/upload/default' } as const;
const READ = { menu: '/credit/finance-data/detail' } as const;

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
  defineRoute(creditEndpoints.datumVerdict, { access: READ, handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'CREDIT') }),
  defineRoute(creditEndpoints.voucherDatumVerdict, {
    access: { menu: '/voucher/finance-data/detail' },
    handler: ({ env, actor, query }) => svc.datumVerdict(env, actor, query.fkCredit, 'VOUCHER'),
  }),
];

import { SIGNING_ORIGINALS, financeCoreEndpoints, financeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as buyerPaid from './buyer-paid.service';
import * as core from './finance-core.service';
import * as apply from './finance-apply.service';
import * as fi from './finance-fi.service';
import * as reads from './finance-reads.service';

/** 融资申请 is the chain operator's page; 融资详情 (and the bank's 核心企业融资查询) list and show them. */
const APPLY = { productMenu: '/chain/finance/apply' } as const;
/** Every role that may see financings; each read is scoped to the caller's corporation (applicant or FI). */
const READ = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
const CM = { role: ['ROLE_CLIENT_MANAGER'] } as const;
const PM = { role: ['ROLE_PRODUCT_MANAGER'] } as const;
const FI = { role: ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
const CORE_APPLY = { productMenu: '/core/finance/apply' } as const;
/** 核心企业融资查询 (every core role with it; the director's 审批 reads the same detail). */
const CORE_QUERY = { productMenu: '/core/finance/query' } as const;

/** Financing (domain.md §7.7). The holder's director approves, rejects and the operator cancels through the engine's generic application calls. */
export const financeRoutes: readonly ApiRoute[] = [
  defineRoute(financeEndpoints.options, { access: APPLY, handler: ({ db, actor }) => apply.financeOptions(db, actor) }),
  defineRoute(financeEndpoints.preview, { access: APPLY, handler: ({ env, actor, body }) => apply.financePreview(env, actor, body) }),
  defineRoute(financeEndpoints.apply, { access: APPLY, handler: ({ env, actor, body }) => apply.financeApply(env, actor, body) }),
  defineRoute(financeEndpoints.summary, { access: READ, handler: ({ env, actor }) => reads.financeSummary(env.db, actor, env.businessDate) }),
  defineRoute(financeEndpoints.list, { access: READ, handler: ({ db, actor, body }) => reads.financeList(db, actor, body) }),
  defineRoute(financeEndpoints.detail, { access: READ, handler: ({ db, actor, params }) => reads.financeDetail(db, actor, params.appNo) }),
  defineRoute(financeEndpoints.fiPass, { access: CM, handler: ({ env, actor, params, body }) => fi.fiPass(env, actor, params.appNo, body.comment) }),
  defineRoute(financeEndpoints.fiReject, { access: FI, handler: ({ env, actor, params, body }) => fi.fiReject(env, actor, params.appNo, body.comment) }),
  defineRoute(financeEndpoints.fiApprove, { access: PM, handler: ({ env, actor, params, body }) => fi.fiApprove(env, actor, params.appNo, body) }),
  defineRoute(financeEndpoints.fund, { access: PM, handler: ({ env, actor, params }) => fi.fund(env, actor, params.appNo) }),
  // The product manager's original (spec §7 融资审批): one application per signature.
  defineRoute(SIGNING_ORIGINALS.FIN_APPLY_APPROVE.endpoint, { access: PM, handler: ({ env, actor, body }) => fi.fiApproveOriginal(env, actor, body.ids) }),
  // The core's side (融资签约, its suppliers' financings, read only) and the FI staff's home tiles.
  defineRoute(financeCoreEndpoints.signupOptions, {
    access: { productMenu: '/core/finance/signup-apply' },
    handler: ({ db, actor, body }) => core.signupOptions(db, actor, body?.productType),
  }),
  defineRoute(financeCoreEndpoints.signupApply, {
    access: { productMenu: '/core/finance/signup-apply' },
    handler: ({ env, actor, body }) => core.signupApply(env, actor, body),
  }),
  defineRoute(financeCoreEndpoints.signupList, {
    access: { menu: '/credit/finance/signup-query' },
    handler: ({ db, actor, body }) => core.signupList(db, actor, body),
  }),
  defineRoute(financeCoreEndpoints.supplierFinances, {
    access: { productMenu: '/core/supplier/finance-query' },
    handler: ({ db, actor, body }) => core.supplierFinances(db, actor, body),
  }),
  defineRoute(financeCoreEndpoints.supplierFinance, {
    access: { productMenu: '/core/supplier/finance-detail' },
    handler: ({ db, actor, params }) => core.supplierFinance(db, actor, params.appNo),
  }),
  defineRoute(financeCoreEndpoints.supplierLimits, {
    access: { productMenu: '/core/supplier/limit-detail' },
    handler: ({ db, actor, body }) => core.supplierLimits(db, actor, body?.productType),
  }),
  defineRoute(financeCoreEndpoints.fiHome, { access: FI, handler: ({ env, actor }) => core.fiHome(env, actor) }),
  // 买方付息 (核心企业融资申请 / 查询; the director's 审批 is the credits' generic approval of the CORE_FINANCE application).
  defineRoute(financeCoreEndpoints.buyerPaidOptions, {
    access: CORE_APPLY,
    handler: ({ env, actor }) => buyerPaid.buyerPaidOptions(env.db, actor, env.businessDate),
  }),
  defineRoute(financeCoreEndpoints.buyerPaidPreview, { access: CORE_APPLY, handler: ({ env, actor, body }) => buyerPaid.buyerPaidPreview(env, actor, body) }),
  defineRoute(financeCoreEndpoints.buyerPaidApply, { access: CORE_APPLY, handler: ({ env, actor, body }) => buyerPaid.buyerPaidApply(env, actor, body) }),
  defineRoute(financeCoreEndpoints.buyerPaidList, { access: CORE_QUERY, handler: ({ db, actor, body }) => buyerPaid.buyerPaidList(db, actor, body) }),
  defineRoute(financeCoreEndpoints.buyerPaidDetail, {
    access: CORE_QUERY,
    handler: ({ env, actor, params }) => buyerPaid.buyerPaidDetail(env, actor, params.appNo),
  }),
];

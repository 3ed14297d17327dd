import { SIGNING_ORIGINALS, edtEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { accesses, applyAccess, passAccess, rejectAccess, selfCheck } from './edt-access.service';
import { collect, collections } from './edt-collect.service';
import { adjustLine, approveLine, createLine, lineOriginal, lines, setLineFrozen } from './edt-line.service';
import {
  applyFinance,
  finalApproveFinance,
  financeOriginal,
  financePreview,
  finances,
  fundFinance,
  passFinance,
  planFinance,
  rejectFinance,
} from './edt-finance.service';
import { confirmOrder, importOrders, order, orders, rejectOrder } from './edt-order.service';
import { repay, repayOriginal, repayPreview } from './edt-repay.service';

/** 准入签约 (the supplier's operator: `/edt/chain/*`). */
const SIGNUP = { menu: '/edt/chain/corp-access/signup' } as const;
/** 订单融资首页 (the supplier's operator and director): its 准入自检. */
const CHAIN_HOME = { menu: '/edt/chain/index/index' } as const;
/** 订单信息确认 (the core's purchase role): the ERP import, 确认 and 拒绝. */
const ORDER_SURE = { menu: '/edt/core/order-info-sure' } as const;
/** A batch of 10 000 ERP lines is some 3 MiB of JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/** Everyone who reads e订通 records of their own corporation (each read is scoped by it). */
const READERS = {
  role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_PURCHASE', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'],
} as const;
/** 申请融资 (the supplier's operator: `/edt/chain/*`). */
const ORDER_INFO = { menu: '/edt/chain/order/info' } as const;
const DIRECTORS = { role: ['ROLE_DIRECTOR'] } as const;
/** 授信管理: the bank's product manager (domain-lines.md §14A.7 grants it `/edt/chain/granting-manage/query`). */
const FI_LINES = { role: ['ROLE_PRODUCT_MANAGER'] } as const;
/** The bank's 准入审核 (domain-lines.md §19.1: FI staff, the spec has no FI e订通 routes). */
const FI_REVIEW = { role: ['ROLE_CLIENT_MANAGER'] } as const;

/**
 * e订通 (domain-lines.md §19.2–§19.4); every call is below /v1/edt, so the request guard checks the product and the
 * user's e订通权限 first. The directors' 同意 is the generic /v1/applications/{appNo}/approve over CONTRACT_SIGN.
 */
export const edtRoutes: readonly ApiRoute[] = [
  defineRoute(edtEndpoints.selfCheck, { access: CHAIN_HOME, handler: ({ env, actor, query }) => selfCheck(env, actor, query) }),
  defineRoute(edtEndpoints.accessApply, { access: SIGNUP, handler: ({ env, actor, body }) => applyAccess(env, actor, body) }),
  defineRoute(edtEndpoints.accesses, { access: READERS, handler: ({ env, actor }) => accesses(env, actor) }),
  defineRoute(edtEndpoints.accessPass, { access: FI_REVIEW, handler: ({ env, actor, params, body }) => passAccess(env, actor, params.appNo, body.comment) }),
  defineRoute(edtEndpoints.accessReject, {
    access: FI_REVIEW,
    handler: ({ env, actor, params, body }) => rejectAccess(env, actor, params.appNo, body.comment),
  }),
  defineRoute(edtEndpoints.lines, { access: READERS, handler: ({ db, actor }) => lines(db, actor) }),
  defineRoute(edtEndpoints.lineCreate, { access: FI_LINES, handler: ({ env, actor, body }) => createLine(env, actor, body) }),
  defineRoute(SIGNING_ORIGINALS.LIMIT.endpoint, { access: FI_LINES, handler: ({ env, actor, params }) => lineOriginal(env, actor, params.id) }),
  defineRoute(edtEndpoints.lineApprove, { access: FI_LINES, handler: ({ env, actor, params, body }) => approveLine(env, actor, params.lineId, body) }),
  defineRoute(edtEndpoints.lineFreeze, { access: FI_LINES, handler: ({ env, actor, params }) => setLineFrozen(env, actor, params.lineId, true) }),
  defineRoute(edtEndpoints.lineUnfreeze, { access: FI_LINES, handler: ({ env, actor, params }) => setLineFrozen(env, actor, params.lineId, false) }),
  defineRoute(edtEndpoints.lineAdjust, { access: FI_LINES, handler: ({ env, actor, params, body }) => adjustLine(env, actor, params.lineId, body) }),
  defineRoute(edtEndpoints.orders, { access: READERS, handler: ({ db, actor, query }) => orders(db, actor, query) }),
  defineRoute(edtEndpoints.order, { access: READERS, handler: ({ db, actor, params }) => order(db, actor, params.orderId) }),
  defineRoute(edtEndpoints.orderImport, {
    access: ORDER_SURE,
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: ({ env, actor, body }) => importOrders(env, actor, body),
  }),
  defineRoute(edtEndpoints.orderConfirm, { access: ORDER_SURE, handler: ({ env, actor, params, body }) => confirmOrder(env, actor, params.orderId, body) }),
  defineRoute(edtEndpoints.orderReject, { access: ORDER_SURE, handler: ({ env, actor, params, body }) => rejectOrder(env, actor, params.orderId, body) }),
  defineRoute(edtEndpoints.financePreview, {
    access: ORDER_INFO,
    handler: ({ env, actor, params, query }) => financePreview(env, actor, params.orderId, query),
  }),
  defineRoute(edtEndpoints.financeApply, { access: ORDER_INFO, handler: ({ env, actor, body }) => applyFinance(env, actor, body) }),
  defineRoute(edtEndpoints.finances, { access: READERS, handler: ({ db, actor }) => finances(db, actor) }),
  defineRoute(edtEndpoints.financePass, { access: FI_REVIEW, handler: ({ env, actor, params, body }) => passFinance(env, actor, params.appNo, body.comment) }),
  defineRoute(edtEndpoints.financeReject, {
    access: { role: ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] },
    handler: ({ env, actor, params, body }) => rejectFinance(env, actor, params.appNo, body.comment),
  }),
  defineRoute(edtEndpoints.financePlan, { access: FI_LINES, handler: ({ env, actor, params, body }) => planFinance(env, actor, params.appNo, body) }),
  defineRoute(edtEndpoints.financeFinalApprove, {
    access: FI_LINES,
    handler: ({ env, actor, params, body }) => finalApproveFinance(env, actor, params.appNo, body),
  }),
  defineRoute(edtEndpoints.financeFund, { access: FI_LINES, handler: ({ env, actor, params }) => fundFinance(env, actor, params.appNo) }),
  defineRoute(SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EXIST.endpoint, {
    access: DIRECTORS,
    handler: ({ env, actor, params }) => financeOriginal(env, actor, params.id, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST'),
  }),
  defineRoute(SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EDIT.endpoint, {
    access: DIRECTORS,
    handler: ({ env, actor, params }) => financeOriginal(env, actor, params.id, 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT'),
  }),
  defineRoute(SIGNING_ORIGINALS.ORDER_LOAN_APPLY_FINAL_APPROVE.endpoint, {
    access: FI_LINES,
    handler: ({ env, actor, params }) => financeOriginal(env, actor, params.id, 'ORDER_LOAN_APPLY_FINAL_APPROVE'),
  }),
  // 模拟来账 on 订单综合查询 (the core's roles; the service checks the order is the caller's and the demo tools are on).
  defineRoute(edtEndpoints.collect, {
    access: { role: ['ROLE_OPERATOR', 'ROLE_PURCHASE', 'ROLE_DIRECTOR'] },
    handler: ({ env, actor, params, body, services }) => collect(env, actor, services.demoTools, params.orderId, body),
  }),
  defineRoute(edtEndpoints.collections, { access: READERS, handler: ({ db, actor }) => collections(db, actor) }),
  // 主动还款 / 提前还款 (the supplier's director, §19.7); REPAYMENT's original is the repayment module's path, which hands
  // an e订通 loan number (LN…) to repayOriginal.
  defineRoute(edtEndpoints.repayPreview, { access: DIRECTORS, handler: ({ env, actor, params }) => repayPreview(env, actor, params.loanNo) }),
  defineRoute(SIGNING_ORIGINALS.ADVANCED_PAYMENT.endpoint, {
    access: DIRECTORS,
    handler: ({ env, actor, params }) => repayOriginal(env, actor, params.id, 'ADVANCED_PAYMENT'),
  }),
  defineRoute(edtEndpoints.repay, { access: DIRECTORS, handler: ({ env, actor, params, body }) => repay(env, actor, params.loanNo, body) }),
];

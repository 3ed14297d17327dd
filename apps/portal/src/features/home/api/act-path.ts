import { productPath } from '@scf/api/contract';
import type { ApplicationRow, BizType } from '@scf/api/contract';

/** Where a director approves each type (domain.md §12 director homes; the counterparty's step of a return is 确认). */
const REVIEW: Record<BizType, string> = {
  ISSUE: '/core/issue/issue-review',
  WITHDRAW: '/core/issue/issue-black-review',
  RECYCLE: '/core/recycle/approve',
  CASH: '/core/cash/director-approve',
  CASH_CONFIRM: '/core/cash/cash-confirm',
  SIGN: '/todo',
  TRANSFER: '/chain/transfer/split-approve',
  FINANCE: '/chain/finance/approve',
  CORE_FINANCE: '/core/finance/approve',
  RETURN: '/chain/return/approve',
  LIMIT_DIST: '/my/limit/approve',
  // 供应商开通 is approved on the product's supplier list (domain-lines.md §17.2).
  PRODUCT_SUPPLIER: '/supplier',
  // 提现 is signed from 电子账户 (domain-lines.md §16.8).
  WITHDRAWAL: '/my/electronic-account/index',
  // e订通 (domain-lines.md §19.2, §19.4): the supplier's director signs the access on 准入查询, the core's director the
  // order confirmation on 订单确认审批 (their screens are not built yet: the link shows once the page is granted).
  EDT_ACCESS: '/chain/corp-access/query',
  ORDER_CONFIRM: '/core/order-sure-approve',
  EDT_FINANCE: '/chain/order/info',
  // 供应链ABS (domain-lines.md §18.3): the 确认函 on 应付账款登记's 待确权 tab, a transfer on ABS转让审批.
  ABS_PAYABLE: '/core/issue/payable',
  ABS_TRANSFER: '/transfer/approve',
  // 应付账款作废 is the creditor director's, on 应收账款查询 (below).
  ABS_CANCEL: '/chain/index/receivable-query',
  // 付款确认书 is signed on 核心企业档案 (domain-lines.md §18.3).
  ABS_PAY_CONFIRM: '/core/index/file',
  // 资产池 (domain-lines.md §18.7): every pond application is signed on the pool's page.
  POND_IN: '/my/asset-pool/index',
  POND_OUT: '/my/asset-pool/index',
  POND_DRAWDOWN: '/my/asset-pool/index',
  POND_REPAY: '/my/asset-pool/index',
  POND_MARGIN: '/my/asset-pool/index',
  // 票据贴现 (domain-lines.md §20.3–§20.4): the core's director signs 出票, 提示收票 and 撤票 on their pages, the payee's
  // director a 签收 on 票据签收, the seller's director a 贴现 on 贴现复核.
  BAB_ISSUE: '/core/bab/approve',
  BAB_DELIVER: '/core/bab/submit',
  BAB_RECEIVE: '/chain/bill/receive',
  BAB_REVOKE: '/core/bab/revoke',
  DISCOUNT_BILL: '/chain/approve',
  DISCOUNT_BATCH: '/chain/approve',
};

/** Where an operator edits, resubmits or withdraws their own application. */
const OWN: Record<BizType, string> = {
  ISSUE: '/core/issue/issue',
  WITHDRAW: '/core/issue/issue-black',
  RECYCLE: '/core/recycle/apply',
  CASH: '/core/cash/cash-check',
  CASH_CONFIRM: '/core/cash/cash-confirm',
  SIGN: '/todo',
  TRANSFER: '/chain/transfer/apply',
  FINANCE: '/chain/finance/apply',
  CORE_FINANCE: '/core/finance/query',
  RETURN: '/chain/return/apply',
  // A distribution is not edited: a returned one is withdrawn from the distribution list and applied for again.
  LIMIT_DIST: '/my/limit/distribute-query',
  PRODUCT_SUPPLIER: '/supplier',
  WITHDRAWAL: '/my/electronic-account/index',
  EDT_ACCESS: '/chain/corp-access/signup',
  ORDER_CONFIRM: '/core/order-info-sure',
  EDT_FINANCE: '/chain/order/info',
  ABS_PAYABLE: '/core/issue/payable',
  ABS_TRANSFER: '/transfer/apply',
  ABS_CANCEL: '/core/index/payable-query',
  ABS_PAY_CONFIRM: '/core/index/file',
  POND_IN: '/my/asset-pool/index',
  POND_OUT: '/my/asset-pool/index',
  POND_DRAWDOWN: '/my/asset-pool/index',
  POND_REPAY: '/my/asset-pool/index',
  POND_MARGIN: '/my/asset-pool/index',
  BAB_ISSUE: '/core/bab/apply',
  BAB_DELIVER: '/core/bab/submit',
  BAB_RECEIVE: '/chain/bill/receive',
  BAB_REVOKE: '/core/bab/revoke',
  DISCOUNT_BILL: '/chain/apply',
  DISCOUNT_BATCH: '/chain/apply',
};

/** The counterparty's director's step (待对方复核): a return is confirmed on 退回确认审批, a transfer signed for on 待办事项. */
const COUNTERPARTY_REVIEW: Partial<Record<BizType, string>> = {
  RETURN: '/chain/return/confirm-approve',
  TRANSFER: '/todo',
  CASH_CONFIRM: '/todo',
  ABS_CANCEL: '/chain/index/receivable-query',
};

/**
 * The page (with `?appNo=`) where the caller acts on an application of their queue, or null when the role is not
 * granted that page (the row then shows no link rather than a way to a 403).
 */
export function actPath(app: ApplicationRow, mode: 'review' | 'own', granted: ReadonlySet<string>): string | null {
  // An operator's own return waiting for the counterparty is still theirs (退回申请); a director reviewing the
  // counterparty's step confirms it (退回确认审批) or signs for the transfer (待办事项).
  const counterpartyStep = mode === 'review' && app.status === 'PENDING_CP_APPROVAL' ? COUNTERPARTY_REVIEW[app.bizType] : undefined;
  const page = counterpartyStep ?? (mode === 'review' ? REVIEW : OWN)[app.bizType];
  const path = productPath(app.productType, page);
  return granted.has(path) ? `${path}?appNo=${encodeURIComponent(app.appNo)}` : null;
}

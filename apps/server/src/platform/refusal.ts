import { ApiError } from './api-error';

/**
 * Why the ledger refused an operation. A business refusal is HTTP 200 with its own code and a Chinese message the
 * screen shows (the client reads any other status as a network failure); the transaction rolls back, so nothing
 * changed. Another corporation's record reads as absent (404), a role that may not act is 403.
 */
export const LEDGER_CODE = {
  /** A rule of domain.md §6–§7 (amount, term, working day, counterparty, contract…). */
  rule: 'LEDGER_RULE',
  /** 可用额度不足, or a decrease below what a member uses. */
  limit: 'LIMIT_INSUFFICIENT',
  /** The record is no longer in a state that allows it (someone acted first, or the action does not apply). */
  state: 'STATE_CONFLICT',
  /** Maker–checker: the approver made it. */
  makerChecker: 'MAKER_CHECKER',
} as const;

export class LedgerError extends ApiError {
  constructor(code: (typeof LEDGER_CODE)[keyof typeof LEDGER_CODE], message: string) {
    super(200, code, message);
  }
}

export const refuse = {
  rule: (message: string) => new LedgerError(LEDGER_CODE.rule, message),
  limit: (message = '可用额度不足') => new LedgerError(LEDGER_CODE.limit, message),
  state: (message = '当前状态不允许此操作，请刷新后重试') => new LedgerError(LEDGER_CODE.state, message),
  makerChecker: () => new LedgerError(LEDGER_CODE.makerChecker, '复核人不能与经办人为同一人'),
  appNotFound: () => new ApiError(404, 'NOT_FOUND', '申请不存在'),
  creditNotFound: () => new ApiError(404, 'NOT_FOUND', '凭证不存在'),
  lineNotFound: () => new ApiError(404, 'NOT_FOUND', '额度不存在'),
  forbidden: () => new ApiError(403, 'FORBIDDEN', '您没有办理该业务的权限'),
  /** A product area's call by a corporation that has not opened the product (domain-lines.md §14A.2); the portal sends it to the client manager. */
  productNotOpen: () => new ApiError(200, 'PRODUCT_NOT_OPEN', '贵企业尚未开通该产品，请联系客户经理开通'),
  /** A 支付通 (e订通) call by a user without 支付通权限 (`isRFTWhitelist`, `isEDTWhitelist`), domain-lines.md §17.1. */
  notWhitelisted: () => new ApiError(200, 'NOT_WHITELISTED', '您尚未开通该产品的业务权限，请联系企业管理员'),
};

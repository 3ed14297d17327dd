import { ApiError } from '../../platform/api-error';

/** A refused counterparty request: a business answer (HTTP 200) with a stable code and the Chinese reason. */
export const COUNTERPARTY_CODE = { rule: 'COUNTERPARTY_RULE', state: 'STATE_CONFLICT' } as const;

export class CounterpartyError extends ApiError {
  constructor(code: (typeof COUNTERPARTY_CODE)[keyof typeof COUNTERPARTY_CODE], message: string) {
    super(200, code, message);
  }
}

export const refuse = {
  notFound: (by: 'USCC' | 'NAME') =>
    new CounterpartyError(
      COUNTERPARTY_CODE.rule,
      by === 'USCC' ? '未找到该统一社会信用代码对应的企业，请核对后重试' : '未找到该名称的企业，请核对企业全称或改用统一社会信用代码',
    ),
  ambiguous: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '存在多家同名企业，请改用统一社会信用代码添加'),
  self: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '不能将本企业添加为交易对手'),
  bank: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '金融机构不能作为交易对手'),
  blacklisted: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '该企业已被列入黑名单，暂不能建立交易对手关系'),
  already: (role: string) => new CounterpartyError(COUNTERPARTY_CODE.rule, `该企业已是本企业的交易对手（${role}）`),
  pending: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '与该企业已有待确认的交易对手申请，请等待处理'),
  ownRequest: () => new CounterpartyError(COUNTERPARTY_CODE.rule, '该申请须由对方企业确认'),
  decided: () => new CounterpartyError(COUNTERPARTY_CODE.state, '该申请已处理，请刷新后查看'),
  requestNotFound: () => new ApiError(404, 'NOT_FOUND', '交易对手申请不存在'),
  forbidden: () => new ApiError(403, 'FORBIDDEN', '您没有办理该业务的权限'),
};

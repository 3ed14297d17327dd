import { ApiError } from '../../platform/api-error';

/** A refused trade-data request: a business answer (HTTP 200) with a stable code and the Chinese reason. */
export const TRADE_CODE = { rule: 'TRADE_DATA_RULE', state: 'STATE_CONFLICT' } as const;

export class TradeDataError extends ApiError {
  constructor(code: (typeof TRADE_CODE)[keyof typeof TRADE_CODE], message: string) {
    super(200, code, message);
  }
}

const rule = (message: string) => new TradeDataError(TRADE_CODE.rule, message);

export const refuse = {
  rule,
  /** Another corporation's record reads as absent, exactly like an unknown id. */
  notFound: (what: '合同' | '发票' | '资料' | '融资资料' | '凭证' | '企业') => new ApiError(404, 'NOT_FOUND', `${what}不存在`),
  files: () => rule('文件不存在或不属于本企业，请重新上传'),
  ownParty: () => rule('合同的买方或卖方须为本企业'),
  notCounterparty: (name: string) => rule(`${name}不是本企业的交易对手，请先在交易对手管理中添加`),
  contractNoTaken: (no: string) => rule(`合同编号${no}已登记，不能重复录入`),
  notInvoiceParty: (corpName: string) => rule(`发票的购买方或销售方须为本企业（${corpName}），不能录入`),
  invoiceTaken: (no: string) => rule(`发票${no}已登记（发票代码、号码相同），不能重复录入`),
  duplicate: (what: string) => rule(`${what}重复选择`),
  needContract: () => rule('请添加合同'),
  needInvoice: () => rule('请添加发票'),
  notVerified: (no: string, reason: string) => rule(`发票${no}查验不通过（${reason}），不能提交`),
  overOccupied: (no: string, available: string) => rule(`发票${no}的本次占用金额超过可占用金额（可占用${available}元）`),
  occupyState: (packageNo: string) => new TradeDataError(TRADE_CODE.state, `融资资料${packageNo}的发票占用已处理，请刷新后查看`),
  notSubmitted: (packageNo: string) => new TradeDataError(TRADE_CODE.state, `融资资料${packageNo}尚未提交`),
  forbidden: () => new ApiError(403, 'FORBIDDEN', '您没有办理该业务的权限'),
};

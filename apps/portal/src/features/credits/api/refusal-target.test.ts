import { describe, expect, it } from 'vitest';
import { refusalTarget } from './refusal-target';

describe('refusalTarget: where the server’s refusal of the issue form is shown', () => {
  it('a batch message names its line and the field it is about', () => {
    expect(refusalTarget('LEDGER_RULE', '第2条：到期日须为工作日', 3)).toEqual({ field: 'lines.1.dueDate', message: '到期日须为工作日' });
    expect(refusalTarget('LEDGER_RULE', '第1条：请选择与接收方签订的贸易合同', 2)).toEqual({
      field: 'lines.0.contractId',
      message: '请选择与接收方签订的贸易合同',
    });
    expect(refusalTarget('LEDGER_RULE', '第3条：接收方须为交易对手', 3)).toEqual({ field: 'lines.2.receiverCorpId', message: '接收方须为交易对手' });
  });

  it('a single line’s message stands alone', () => {
    expect(refusalTarget('LEDGER_RULE', '承诺付款日须在开立日后1至180天内', 1)).toEqual({
      field: 'lines.0.dueDate',
      message: '承诺付款日须在开立日后1至180天内',
    });
    expect(refusalTarget('LIMIT_INSUFFICIENT', '可用额度不足', 1)).toEqual({ field: 'lines.0.amount', message: '可用额度不足' });
  });

  it('the issuer’s and the whole batch’s refusals, and what fits no field, are said as the form’s alert or on the issuer', () => {
    expect(refusalTarget('LIMIT_INSUFFICIENT', '可用额度不足', 2)).toEqual({ field: null, message: '可用额度不足' });
    expect(refusalTarget('LEDGER_RULE', '额度不在有效期内', 1)).toEqual({ field: 'issuerCorpId', message: '额度不在有效期内' });
    expect(refusalTarget('LEDGER_RULE', '该企业暂不能办理此业务', 1)).toEqual({ field: null, message: '该企业暂不能办理此业务' });
    expect(refusalTarget('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 1)).toEqual({ field: null, message: '当前状态不允许此操作，请刷新后重试' });
  });
});

import { describe, expect, it } from 'vitest';
import { describeOriginal } from './describe-original';

describe('describeOriginal', () => {
  it('reads 标签：值 lines and marks amounts', () => {
    expect(describeOriginal('付款方：核心企业一\n金额：1000.00\n备注：无')).toEqual([
      { label: '付款方', value: '核心企业一', kind: 'text' },
      { label: '金额', value: '1000.00', kind: 'amount' },
      { label: '备注', value: '无', kind: 'text' },
    ]);
  });

  it('reads a JSON original with readable labels', () => {
    expect(describeOriginal('{"challengeId":"ch1","ids":["c1","c2"],"amount":"5.5","payee":"供应商一"}')).toEqual([
      { label: '签名编号', value: 'ch1', kind: 'text' },
      { label: '业务编号', value: 'c1、c2', kind: 'text' },
      { label: '金额', value: '5.5', kind: 'amount' },
      { label: '收款方', value: '供应商一', kind: 'text' },
    ]);
  });

  it('gives no fields for free text, so only the exact text is shown', () => {
    expect(describeOriginal('SIGN_TEST 9f1c2e')).toEqual([]);
  });

  it('does not call a non-decimal amount an amount', () => {
    expect(describeOriginal('金额=一百元')).toEqual([{ label: '金额', value: '一百元', kind: 'text' }]);
  });
});

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
      { label: '签名编号', value: 'ch1', kind: 'technical' },
      { label: '业务编号', value: 'c1、c2', kind: 'text' },
      { label: '金额', value: '5.5', kind: 'amount' },
      { label: '收款方', value: '供应商一', kind: 'text' },
    ]);
  });

  it('marks the challenge id technical and an ISO 有效期至 an expiry; a 有效期至 without a zone stays text', () => {
    expect(describeOriginal('挑战编号：sc_1\n有效期至：2026-11-28T23:46:43.006Z\n有效期至：2025-06-16 10:05:00').map((f) => f.kind)).toEqual([
      'technical',
      'expiry',
      'text',
    ]);
  });

  it('gives no fields for free text, so only the exact text is shown', () => {
    expect(describeOriginal('SIGN_TEST 9f1c2e')).toEqual([]);
  });

  it('does not call a non-decimal amount an amount', () => {
    expect(describeOriginal('金额=一百元')).toEqual([{ label: '金额', value: '一百元', kind: 'text' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, SigningOriginalParamsError, signingAttachment, signingOriginalRequest } from './signing-originals';
import type { SigningBusinessType } from './signing-originals';

const TYPES = Object.keys(SIGNING_ORIGINALS) as SigningBusinessType[];

describe('SIGNING_ORIGINALS (spec §7)', () => {
  it('covers every business family named in spec §7', () => {
    const families = ['GUARANTEE', 'CONTRACT', 'CREDIT_ASSEMBLE', 'ORDER_LOAN_APPLY', 'PENDING_GUARANTY', 'REPAYMENT', 'ADVANCED_PAYMENT', 'FIN_APPLY', 'BAB_', 'GPC', 'CCB_CONTRACT', 'PRODUCT', 'PENDING_LIMIT', 'LIMIT', 'ACCOUNT_COLLECT', 'VOUCHER_PAYROLL', 'POND_REPAY', 'POND_IN', 'POND_DRAWDOWN', 'BAB_ISSUE', 'EZT_FIN', 'EZT_REPAYMENT', 'DISCOUNT_BILL', 'DISCOUNT_BATCH', 'QUOTA_RELEASE', 'HAIER_REPAYMENT'];
    for (const f of families) expect(TYPES.some((t) => t.includes(f)), f).toBe(true);
    for (const a of ['SIGN', 'REVOKE', 'RECEIVE']) {
      expect(TYPES).toContain(`DISCOUNT_BILL_${a}`);
      expect(TYPES).toContain(`DISCOUNT_BATCH_${a}`);
    }
  });

  it('every entry is a GET without body or a POST with an ids body, under /v1/, with a Chinese label, all distinct', () => {
    for (const t of TYPES) {
      const def = SIGNING_ORIGINALS[t];
      expect(def.path.startsWith('/v1/'), t).toBe(true);
      expect(def.method === 'GET' ? def.body === 'none' : def.body === 'ids', t).toBe(true);
      expect(def.label, t).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(new Set(TYPES.map((t) => `${SIGNING_ORIGINALS[t].method} ${SIGNING_ORIGINALS[t].path}`)).size).toBe(TYPES.length);
  });

  it('credits assemble fills {ids} and the raType query', () => {
    expect(signingOriginalRequest('CREDIT_ASSEMBLE', ['CR1', 'CR 2'], { raType: 'CFCA' })).toEqual({
      method: 'GET',
      path: '/v1/credits/CR1,CR%202/signature/assemble',
      query: { raType: 'CFCA' },
      body: undefined,
    });
  });

  it('refuses missing params with a typed error', () => {
    expect(() => signingOriginalRequest('CREDIT_ASSEMBLE', ['CR1'])).toThrow(SigningOriginalParamsError);
    expect(() => signingOriginalRequest('REPAYMENT', [])).toThrow(SigningOriginalParamsError);
    expect(() => signingOriginalRequest('DISCOUNT_BATCH_SIGN', [''])).toThrow(SigningOriginalParamsError);
  });

  it('an id cannot escape its path segment', () => {
    expect(signingOriginalRequest('REPAYMENT', ['../../uaa/logout']).path).toBe('/v1/repayments/..%2F..%2Fuaa%2Flogout/original');
  });

  it('attaches the business list of spec §3', () => {
    expect(signingAttachment('POND_IN', ['p1'])).toEqual({ pondInApplyList: [{ fkPondReceivable: 'p1' }] });
    expect(signingAttachment('POND_REPAY', ['p1'])).toEqual({ pond: { fkPond: 'p1' } });
    expect(signingAttachment('BAB_ISSUE', ['b1', 'b2'])).toEqual({ babIssueList: [{ pkBabIssue: 'b1' }, { pkBabIssue: 'b2' }] });
    expect(signingAttachment('CREDIT_ASSEMBLE', ['c1'])).toEqual({ creditList: [{ fkCredit: 'c1' }] });
    expect(signingAttachment('REPAYMENT', ['r1'])).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { fillPath } from '../endpoint';
import { SIGNING_ORIGINALS, SigningOriginalParamsError, signingAttachment, signingOriginalCall } from './signing-originals';
import type { SigningBusinessType } from './signing-originals';

const TYPES = Object.keys(SIGNING_ORIGINALS) as SigningBusinessType[];

describe('SIGNING_ORIGINALS (spec §7)', () => {
  it('covers every business family named in spec §7', () => {
    const families = [
      'GUARANTEE',
      'CONTRACT',
      'CREDIT_ASSEMBLE',
      'ORDER_LOAN_APPLY',
      'PENDING_GUARANTY',
      'REPAYMENT',
      'ADVANCED_PAYMENT',
      'FIN_APPLY',
      'BAB_',
      'GPC',
      'CCB_CONTRACT',
      'PRODUCT',
      'PENDING_LIMIT',
      'LIMIT',
      'ACCOUNT_COLLECT',
      'VOUCHER_PAYROLL',
      'POND_REPAY',
      'POND_IN',
      'POND_DRAWDOWN',
      'BAB_ISSUE',
      'EZT_FIN',
      'EZT_REPAYMENT',
      'DISCOUNT_BILL',
      'DISCOUNT_BATCH',
      'QUOTA_RELEASE',
      'HAIER_REPAYMENT',
    ];
    for (const f of families)
      expect(
        TYPES.some((t) => t.includes(f)),
        f,
      ).toBe(true);
    for (const a of ['SIGN', 'REVOKE', 'RECEIVE']) {
      expect(TYPES).toContain(`DISCOUNT_BILL_${a}`);
      expect(TYPES).toContain(`DISCOUNT_BATCH_${a}`);
    }
  });

  it('every entry is a GET without body or a POST with an ids body, under /v1/, with a Chinese label, all distinct', () => {
    for (const t of TYPES) {
      const { endpoint, label } = SIGNING_ORIGINALS[t];
      expect(endpoint.path.startsWith('/v1/'), t).toBe(true);
      expect(endpoint.method === 'GET' ? endpoint.body === undefined : endpoint.body?.safeParse({ ids: ['a'] }).success, t).toBe(true);
      expect(label, t).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(new Set(TYPES.map((t) => `${SIGNING_ORIGINALS[t].endpoint.method} ${SIGNING_ORIGINALS[t].endpoint.path}`)).size).toBe(TYPES.length);
  });

  it('credits assemble fills {ids} and the raType query', () => {
    const { endpoint, input } = signingOriginalCall('CREDIT_ASSEMBLE', ['CR1', 'CR 2'], { raType: 'CFCA' });
    expect(endpoint).toBe(SIGNING_ORIGINALS.CREDIT_ASSEMBLE.endpoint);
    expect(input).toEqual({ params: { ids: 'CR1,CR 2' }, query: { raType: 'CFCA' } });
    expect(fillPath(endpoint.path, input.params as Record<string, string>)).toBe('/v1/credits/CR1%2CCR%202/signature/assemble');
    expect(signingOriginalCall('POND_IN', ['p1', 'p2']).input).toEqual({ body: { ids: ['p1', 'p2'] } });
  });

  it('refuses missing params with a typed error', () => {
    expect(() => signingOriginalCall('CREDIT_ASSEMBLE', ['CR1'])).toThrow(SigningOriginalParamsError);
    expect(() => signingOriginalCall('REPAYMENT', [])).toThrow(SigningOriginalParamsError);
    expect(() => signingOriginalCall('DISCOUNT_BATCH_SIGN', [''])).toThrow(SigningOriginalParamsError);
  });

  it('an id cannot escape its path segment: the endpoint refuses a separator in a path parameter', () => {
    const { endpoint, input } = signingOriginalCall('REPAYMENT', ['../../uaa/logout']);
    expect(endpoint.params.safeParse(input.params).success).toBe(false);
    expect(fillPath(endpoint.path, { id: 'a?b' })).toBe('/v1/repayments/a%3Fb/original');
  });

  it('attaches the business list of spec §3', () => {
    expect(signingAttachment('POND_IN', ['p1'])).toEqual({ pondInApplyList: [{ fkPondReceivable: 'p1' }] });
    expect(signingAttachment('POND_REPAY', ['p1'])).toEqual({ pond: { fkPond: 'p1' } });
    expect(signingAttachment('BAB_ISSUE', ['b1', 'b2'])).toEqual({ babIssueList: [{ pkBabIssue: 'b1' }, { pkBabIssue: 'b2' }] });
    expect(signingAttachment('CREDIT_ASSEMBLE', ['c1'])).toEqual({ creditList: [{ fkCredit: 'c1' }] });
    expect(signingAttachment('REPAYMENT', ['r1'])).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CorpInfo, UserInfo } from '../contract/schemas/session';
import { corpInfoFixture, userInfoFixture } from '../test-support/fixtures';
import { availableProducts } from './available-products';

const corp = (over: Partial<CorpInfo>): CorpInfo => ({ ...corpInfoFixture, ...over });
const user = (over: Partial<UserInfo>): UserInfo => ({ ...userInfoFixture, ...over });
const closed = { productOpenStatus: { CREDIT: '1' }, openedProductCorps: { VOUCHER: [], EDT: [] } };

describe('availableProducts (spec §3)', () => {
  const table: Array<[string, Partial<CorpInfo>, Partial<UserInfo>, string[]]> = [
    ['all opened and whitelisted', {}, {}, ['CREDIT', 'VOUCHER', 'DISCOUNT', 'EDT']],
    ['not RFT-whitelisted drops VOUCHER', {}, { isRFTWhitelist: false }, ['CREDIT', 'DISCOUNT', 'EDT']],
    ['not EDT-whitelisted drops EDT', {}, { isEDTWhitelist: false }, ['CREDIT', 'VOUCHER', 'DISCOUNT']],
    ['whitelisted but not opened drops both', closed, {}, ['CREDIT', 'DISCOUNT']],
    [
      'opened through a counterparty corp only',
      { productOpenStatus: {}, openedProductCorps: { VOUCHER: ['C9'], EDT: [] } },
      {},
      ['CREDIT', 'VOUCHER', 'DISCOUNT'],
    ],
    ['spaces, unknown codes and duplicates', { availableProduct: ' CREDIT , FOO,CREDIT,,DISCOUNT' }, {}, ['CREDIT', 'DISCOUNT']],
    ['empty list', { availableProduct: '' }, {}, []],
    ['order follows the platform list', { availableProduct: 'EDT,CREDIT' }, {}, ['EDT', 'CREDIT']],
  ];
  for (const [name, c, u, expected] of table) {
    it(name, () => expect(availableProducts(corp(c), user(u))).toEqual(expected));
  }

  it('never adds products, never keeps VOUCHER/EDT without whitelist and opening (property)', () => {
    const codes = fc.constantFrom('CREDIT', 'VOUCHER', 'DISCOUNT', 'EDT', 'ABS', 'X');
    fc.assert(
      fc.property(fc.array(codes), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (list, rft, edt, vOpen, eOpen) => {
        const c = corp({
          availableProduct: list.join(','),
          productOpenStatus: { VOUCHER: vOpen ? '1' : '0', EDT: eOpen ? '1' : '0' },
          openedProductCorps: { VOUCHER: [], EDT: [] },
        });
        const out = availableProducts(c, user({ isRFTWhitelist: rft, isEDTWhitelist: edt }));
        const subset = out.every((p) => list.includes(p));
        const voucherOk = !out.includes('VOUCHER') || (rft && vOpen);
        const edtOk = !out.includes('EDT') || (edt && eOpen);
        const keepsCredit = list.includes('CREDIT') === out.includes('CREDIT');
        return subset && voucherOk && edtOk && keepsCredit && new Set(out).size === out.length;
      }),
    );
  });
});

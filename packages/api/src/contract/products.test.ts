import { describe, expect, it } from 'vitest';
import { PRODUCTS, PRODUCT_CODES, inProductArea, productLabel, productOfArea, productPath } from './products';
import { AREA_TITLE, ROUTES } from './routes';

describe('the product table', () => {
  it('gives each product its own route area, titled with its label, with routes in the catalogue', () => {
    const areas = PRODUCT_CODES.map((code) => PRODUCTS[code].area);
    expect(new Set(areas).size).toBe(areas.length);
    for (const code of PRODUCT_CODES) {
      expect(productOfArea(PRODUCTS[code].area)).toBe(code);
      expect(AREA_TITLE[PRODUCTS[code].area]).toBe(PRODUCTS[code].label);
      expect(ROUTES.some((r) => r.area === PRODUCTS[code].area)).toBe(true);
    }
  });

  it('names a product by the configured short name (the area) or full name (更多产品), else its label', () => {
    const config = { edtShortName: 'e订通', edtName: 'e订通订单融资', discountShort: '', discountName: '银票贴现' };
    expect(productLabel('EDT', { config })).toBe('e订通');
    expect(productLabel('EDT', { config }, 'full')).toBe('e订通订单融资');
    expect(productLabel('DISCOUNT', { config })).toBe('票据贴现');
    expect(productLabel('DISCOUNT', { config }, 'full')).toBe('银票贴现');
    expect(productLabel('VOUCHER', { dict: { VOUCHER: '融信通' } }, 'full')).toBe('融信通');
    expect(productLabel('CREDIT', { dict: { CREDIT: '别名' } })).toBe('电子债权凭证');
  });

  it('builds a product’s paths in its area', () => {
    expect(productPath('VOUCHER', '/todo')).toBe('/voucher/todo');
    expect(productPath('VOUCHER', '/my/limit/query')).toBe('/my/limit/query');
    expect(inProductArea('DISCOUNT', '/credit/core/index/operator')).toBe('/discount/core/index/operator');
  });
});

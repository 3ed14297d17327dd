import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToDecimal } from '../../money/fen';
import { INVOICE_TYPES, TRADE_MESSAGES, checkCodeError, invoiceCodeError, invoiceInputSchema, invoiceNumberError, invoiceTotalError } from './trade-data';

const RUNS = { numRuns: 300, interruptAfterTimeLimit: 2_000 };
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
const type = fc.constantFrom(...INVOICE_TYPES);

describe('invoice rules (domain.md §8), one source for the form and the server', () => {
  it('发票号码: exactly 8 digits, or 20 on a 数电票; anything else is refused with the type’s message', () => {
    fc.assert(
      fc.property(type, fc.oneof(digits(0, 24), fc.string({ maxLength: 24 })), (t, num) => {
        const length = t === 'E_INVOICE_FULL' ? 20 : 8;
        const valid = /^\d+$/.test(num) && num.length === length;
        expect(invoiceNumberError(t, num)).toBe(valid ? null : t === 'E_INVOICE_FULL' ? TRADE_MESSAGES.number20 : TRADE_MESSAGES.number8);
      }),
      RUNS,
    );
  });

  it('发票代码: 10 or 12 digits on VAT invoices; empty and only empty on a 数电票', () => {
    fc.assert(
      fc.property(type, fc.oneof(digits(0, 14), fc.string({ maxLength: 14 })), (t, code) => {
        const error = invoiceCodeError(t, code);
        if (t === 'E_INVOICE_FULL') expect(error).toBe(code === '' ? null : TRADE_MESSAGES.codeEmpty);
        else expect(error).toBe(/^\d+$/.test(code) && (code.length === 10 || code.length === 12) ? null : TRADE_MESSAGES.codeDigits);
      }),
      RUNS,
    );
  });

  it('校验码后6位: required on a 普票, six digits when given', () => {
    fc.assert(
      fc.property(type, fc.oneof(digits(0, 8), fc.string({ maxLength: 8 })), (t, c) => {
        const ok = c === '' ? t !== 'VAT_NORMAL' : /^\d{6}$/.test(c);
        expect(checkCodeError(t, c) === null).toBe(ok);
      }),
      RUNS,
    );
  });

  it('价税合计 equals 不含税金额 + 税额 to the fen, whatever the amounts', () => {
    const fen = fc.bigInt({ min: 0n, max: 10n ** 15n });
    fc.assert(
      fc.property(fen, fen, fc.bigInt({ min: -1000n, max: 1000n }), (ex, tax, off) => {
        const total = ex + tax + off;
        fc.pre(total >= 0n);
        expect(invoiceTotalError(fenToDecimal(ex), fenToDecimal(tax), fenToDecimal(total))).toBe(off === 0n ? null : TRADE_MESSAGES.total);
      }),
      RUNS,
    );
  });

  it('the schema puts each message on its field', () => {
    const base = {
      type: 'VAT_NORMAL',
      code: '1234',
      number: '123',
      issueDate: '2025-06-01',
      amountExTax: '100.00',
      tax: '13.00',
      total: '113.10',
      checkCodeLast6: '',
      buyerName: '买方',
      buyerTaxNo: '91320300MA1XG0000F',
      sellerName: '卖方',
      sellerTaxNo: '91320500MA1XC00122',
      fileIds: [],
    };
    const issues = invoiceInputSchema.safeParse(base).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['code', TRADE_MESSAGES.codeDigits],
      ['number', TRADE_MESSAGES.number8],
      ['checkCodeLast6', TRADE_MESSAGES.checkCode],
      ['total', TRADE_MESSAGES.total],
    ]);
    expect(invoiceInputSchema.safeParse({ ...base, code: '1234567890', number: '12345678', checkCodeLast6: '123456', total: '113.00' }).success).toBe(true);
  });
});

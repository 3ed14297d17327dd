import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToChineseCapital, toChineseCapital } from './chinese-capital';
import { fenToDecimal } from './fen';

/**
 * Independent oracle: the classic "write every place, then collapse zeros with regexes" method,
 * which shares no code or structure with the digit walk under test.
 */
const D = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟', '万', '拾', '佰', '仟', '亿', '拾', '佰', '仟', '万', '拾', '佰'];
function oracle(fen: bigint): string {
  const yuan = (fen / 100n).toString();
  let s = '';
  for (let i = 0; i < yuan.length; i++) s += D[Number(yuan[i])]! + PLACES[yuan.length - 1 - i]!;
  s = s
    .replace(/零[拾佰仟]/g, '零')
    .replace(/零+/g, '零')
    .replace(/万零亿/g, '万亿零')
    .replace(/零+/g, '零')
    .replace(/亿零万/g, '亿零')
    .replace(/零(万|亿)/g, '$1')
    .replace(/零+/g, '零')
    .replace(/零+$/, '');
  if (s === '零') s = '';
  const j = Number((fen / 10n) % 10n);
  const f = Number(fen % 10n);
  const head = s ? `${s}元` : '';
  if (j === 0 && f === 0) return `${head || '零元'}整`;
  return head + (j ? `${D[j]}角` : head ? '零' : '') + (f ? `${D[f]}分` : '');
}

describe('toChineseCapital (PBoC writing rules)', () => {
  it.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['10', '壹拾元整'],
    ['100000.00', '壹拾万元整'],
    ['1005.08', '壹仟零伍元零捌分'],
    ['0', '零元整'],
    ['0.05', '伍分'],
    ['0.50', '伍角'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['100500', '壹拾万零伍佰元整'],
    ['505000', '伍拾万伍仟元整'],
    ['100005000', '壹亿零伍仟元整'],
    ['100000000', '壹亿元整'],
    ['100000001', '壹亿零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000200000000', '壹万零贰亿元整'],
    ['99999999999999.98', '玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角捌分'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (amount, capital) => {
    expect(toChineseCapital(amount)).toBe(capital);
  });

  it('refuses amounts of 1e15 and more, negative amounts and non-amounts', () => {
    expect(() => toChineseCapital('1000000000000000')).toThrow(RangeError);
    expect(() => toChineseCapital('-1')).toThrow(RangeError);
    expect(() => toChineseCapital('1.234')).toThrow(RangeError);
  });

  it('agrees with the regex-collapse oracle for any amount below 1e15', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n - 1n }), (fen) => {
        expect(toChineseCapital(fenToDecimal(fen))).toBe(oracle(fen));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the oracle on sparse amounts (mostly zeros), where the zero rules bite', () => {
    const sparse = fc.array(fc.constantFrom('0', '0', '0', '1', '5'), { minLength: 1, maxLength: 17 }).map((d) => BigInt(d.join('')));
    fc.assert(
      fc.property(sparse, (fen) => {
        expect(fenToChineseCapital(fen)).toBe(oracle(fen));
      }),
      { numRuns: 5000 },
    );
  });
});

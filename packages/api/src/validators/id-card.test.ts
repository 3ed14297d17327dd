import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCard, isIdCard } from './id-card';

/** Independent oracle: ISO 7064 MOD 11-2 by its recursive definition, not the weight table. */
function mod112(first17: string): string {
  let p = 0;
  for (const ch of first17) p = ((p + Number(ch)) * 2) % 11;
  const c = (12 - p) % 11;
  return c === 10 ? 'X' : String(c);
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const date = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;

describe('idCard', () => {
  it('accepts an 18-digit number with a valid date and its check digit', () => {
    fc.assert(
      fc.property(digits(6), date, digits(3), (region, d, seq) => {
        const body = region + ymd(d) + seq;
        return idCard.safeParse(body + mod112(body)).success && isIdCard(body + mod112(body).toLowerCase());
      }),
    );
  });

  it('refuses an 18-digit number with any other check digit', () => {
    fc.assert(
      fc.property(digits(6), date, digits(3), fc.constantFrom(...'0123456789X'.split('')), (region, d, seq, check) => {
        const body = region + ymd(d) + seq;
        fc.pre(check !== mod112(body));
        return !isIdCard(body + check);
      }),
    );
  });

  it('accepts a 15-digit number with a valid 19YY date', () => {
    fc.assert(
      fc.property(
        digits(6),
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('1999-12-31T00:00:00Z'), noInvalidDate: true }),
        digits(3),
        (r, d, s) => isIdCard(r + ymd(d).slice(2) + s),
      ),
    );
  });

  it('refuses impossible dates and wrong lengths', () => {
    for (const d of ['19990230', '20230229', '20231301', '20230100', '18991231']) {
      const body = `110101${d}123`;
      expect(isIdCard(body + mod112(body)), d).toBe(false);
    }
    expect(isIdCard('110101990230123')).toBe(false);
    expect(isIdCard('11010119900307')).toBe(false);
    const leap = '11010120000229123';
    expect(isIdCard(leap + mod112(leap))).toBe(true);
    expect(idCard.safeParse('x').error?.issues[0]?.message).toBe('身份证号码不符合规范');
  });
});

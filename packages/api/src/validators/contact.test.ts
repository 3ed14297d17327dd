import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, feedbackMobile, fixedPhone, mobile } from './contact';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('mobile', () => {
  it('accepts 1, then 3–9, then 9 digits', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 9 }), digits(9), (second, rest) => mobile.safeParse(`1${second}${rest}`).success));
  });
  it('rejects a second digit of 0–2, a wrong length or a non-1 start, with the spec message', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), digits(9), (second, rest) => !mobile.safeParse(`1${second}${rest}`).success));
    fc.assert(fc.property(fc.integer({ min: 2, max: 9 }), digits(10), (first, rest) => !mobile.safeParse(`${first}${rest}`).success));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 9),
        (n) => !mobile.safeParse(`13${'8'.repeat(n)}`).success,
      ),
    );
    expect(mobile.safeParse('1381234567a').error?.issues[0]?.message).toBe('手机号码不符合规范');
  });
});

describe('feedbackMobile', () => {
  it('accepts 1 then 3, 4, 5, 7, 8 and refuses 6 and 9', () => {
    fc.assert(fc.property(fc.constantFrom(3, 4, 5, 7, 8), digits(9), (s, r) => feedbackMobile.safeParse(`1${s}${r}`).success));
    fc.assert(fc.property(fc.constantFrom(0, 1, 2, 6, 9), digits(9), (s, r) => !feedbackMobile.safeParse(`1${s}${r}`).success));
  });
});

describe('fixedPhone', () => {
  it('accepts an optional 3–4 digit area code and 7–8 digits', () => {
    const area = fc.option(fc.tuple(fc.integer({ min: 3, max: 4 }).chain(digits), fc.constantFrom('-', '')).map(([a, s]) => a + s));
    const local = fc.integer({ min: 7, max: 8 }).chain(digits);
    fc.assert(fc.property(area, local, (a, l) => fixedPhone.safeParse(`${a ?? ''}${l}`).success));
  });
  it('rejects short, long and non-digit numbers', () => {
    for (const bad of ['123456', '010-123456', '01-12345678', '12345-12345678', '010 12345678', 'abcdefg']) {
      expect(fixedPhone.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    const local = fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z0-9]{1,5})?$/);
    const domain = fc.stringMatching(/^[a-z0-9]{1,10}\.(com|cn|com\.cn|org)$/);
    fc.assert(fc.property(local, domain, (l, d) => email.safeParse(`${l}@${d}`).success));
  });
  it('rejects what has no @, no domain or spaces', () => {
    for (const bad of ['a', 'a@', '@b.com', 'a b@c.com', 'a@b', 'a@@b.com']) expect(email.safeParse(bad).success, bad).toBe(false);
  });
});

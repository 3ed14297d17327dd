import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpName, hasParentheses, noParentheses, userName } from './names';

const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c));
const hanWord = fc.array(han, { minLength: 1, maxLength: 8 }).map((a) => a.join(''));
const latinWord = fc.stringMatching(/^[A-Za-z]{1,8}$/);

describe('corpName', () => {
  it('accepts 1–80 characters and refuses empty or longer', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() === s && s.length > 0),
        (s) => corpName.safeParse(s).success,
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 81, maxLength: 200 }).filter((s) => s.trim().length > 80),
        (s) => !corpName.safeParse(s).success,
      ),
    );
    expect(corpName.safeParse('   ').success).toBe(false);
  });
});

describe('userName', () => {
  it('accepts Chinese or latin names with middle dots, and latin words', () => {
    const dotted = fc.array(fc.oneof(hanWord, latinWord), { minLength: 1, maxLength: 4 }).map((w) => w.join('·'));
    const words = fc.array(latinWord, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.oneof(dotted, words).filter((s) => s.length <= 40),
        (s) => userName.safeParse(s).success,
      ),
    );
  });
  it('refuses digits, symbols, leading/trailing/double dots or spaces and over 40 chars', () => {
    fc.assert(fc.property(hanWord, fc.constantFrom('1', '@', '·', ' ', '_', '('), (w, bad) => !userName.safeParse(w + bad).success));
    for (const bad of ['', '·张三', '张三··四', ' John', 'John  Smith', 'A'.repeat(41)]) expect(userName.safeParse(bad).success, bad).toBe(false);
  });
});

describe('noParentheses', () => {
  it('refuses ASCII and full-width parentheses anywhere, accepts the rest', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom('(', ')', '（', '）'), fc.string(), (a, p, b) => !noParentheses.safeParse(a + p + b).success));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[()（）]/.test(s)),
        (s) => noParentheses.safeParse(s).success && !hasParentheses(s),
      ),
    );
  });
});

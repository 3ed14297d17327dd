import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPassword } from './new-password';

const upper = fc.stringMatching(/^[A-Z]$/);
const lower = fc.stringMatching(/^[a-z]$/);
const digit = fc.stringMatching(/^\d$/);
const special = fc.constantFrom(...'!@#$%^&*()_+-=[]{};:,.<>/?~'.split(''));
const any = fc.stringMatching(/^[\x21-\x7e]$/);

/** A valid password: one of each class, filler, shuffled. */
const valid = fc
  .tuple(upper, lower, digit, special, fc.array(any, { minLength: 4, maxLength: 16 }))
  .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

describe('newPassword', () => {
  it('accepts 8–20 printable characters with upper, lower, digit and special', () => {
    fc.assert(fc.property(valid, (p) => newPassword.safeParse(p).success));
  });
  it('refuses a password missing any one class', () => {
    for (const [, strip] of [
      ['upper', /[A-Z]/g],
      ['lower', /[a-z]/g],
      ['digit', /\d/g],
      ['special', /[^A-Za-z0-9]/g],
    ] as const) {
      fc.assert(
        fc.property(valid, (p) => {
          const q = p.replace(strip, '');
          return q.length < 8 || !newPassword.safeParse(q).success;
        }),
        { numRuns: 200 },
      );
    }
  });
  it('refuses spaces, non-ASCII and lengths outside 8–20', () => {
    fc.assert(fc.property(valid, fc.constantFrom(' ', '\t', '中'), (p, c) => !newPassword.safeParse(p.slice(0, 19) + c).success));
    expect(newPassword.safeParse('Aa1!aaa').success).toBe(false);
    expect(newPassword.safeParse('Aa1!' + 'a'.repeat(17)).success).toBe(false);
    expect(newPassword.safeParse('Demo@2025a').success).toBe(true);
  });
});

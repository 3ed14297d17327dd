import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USCC_CHARS, isUscc, uscc, usccCheckChar } from './uscc';

/** Independent oracle: the GB 32100 weights are 3^i mod 31; the check value makes the weighted sum ≡ 0 (mod 31). */
function oracle(first17: string): string {
  let sum = 0;
  let w = 1;
  for (const ch of first17) {
    sum += USCC_CHARS.indexOf(ch) * w;
    w = (w * 3) % 31;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

const codeChar = fc.constantFrom(...USCC_CHARS.split(''));
const chars = (n: number) => fc.array(codeChar, { minLength: n, maxLength: n }).map((a) => a.join(''));
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const first17 = fc.tuple(chars(2), digits(6), chars(9)).map(([a, b, c]) => a + b + c);

describe('uscc (统一社会信用代码)', () => {
  it('accepts any code with its check character, also typed in lower case or with spaces around', () => {
    fc.assert(
      fc.property(first17, (body) => {
        const code = body + oracle(body);
        return usccCheckChar(body) === oracle(body) && isUscc(code) && uscc.safeParse(` ${code.toLowerCase()} `).data === code;
      }),
    );
  });

  it('refuses any other check character', () => {
    fc.assert(
      fc.property(first17, codeChar, (body, check) => {
        fc.pre(check !== oracle(body));
        return !isUscc(body + check) && !uscc.safeParse(body + check).success;
      }),
    );
  });

  it('refuses the letters I, O, Z, S, V, a letter in the region code and a wrong length', () => {
    fc.assert(
      fc.property(first17, fc.integer({ min: 0, max: 16 }), fc.constantFrom('I', 'O', 'Z', 'S', 'V'), (body, at, bad) => {
        const broken = body.slice(0, at) + bad + body.slice(at + 1);
        return !isUscc(broken + oracle(body)) && !isUscc(broken + usccCheckChar(broken.replace(/[IOZSV]/, '0')));
      }),
    );
    const body = '91320300MA1XG0000';
    expect(isUscc(body + oracle(body))).toBe(true);
    const regionLetter = '9132A300MA1XG0000';
    expect(isUscc(regionLetter + oracle(regionLetter))).toBe(false);
    expect(isUscc(body)).toBe(false);
    expect(isUscc(`${body + oracle(body)}0`)).toBe(false);
    expect(uscc.safeParse('x').error?.issues[0]?.message).toBe('统一社会信用代码格式不正确，应为18位数字或大写字母');
  });

  it('matches a published code', () => {
    // 小米科技有限责任公司's code as printed on its business licence.
    expect(isUscc('91110108551385082Q')).toBe(true);
  });
});

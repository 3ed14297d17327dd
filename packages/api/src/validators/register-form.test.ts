import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import { LOGIN_NAME_PATTERN, normaliseCorpName, registerFields, registerForm, resetPasswordForm } from './register-form';
import { isUscc } from './uscc';
import { isIdCard } from './id-card';

/** N1 of domain-lines.md §13.6, as the e2e registers it. */
const N1 = {
  corpName: '徐州示例智能装备有限公司',
  uscc: '91320300MA1XN00011',
  adminName: '郑华',
  idCard: '320303198805120015',
  mobile: '13912340011',
  smsCode: '123456',
  loginName: 'n1_admin',
  password: 'Reg@2025abc',
};
const form = { ...N1, confirmPassword: N1.password, agreed: true };
const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('registration goldens (§13.6)', () => {
  it('the seeded registry codes and identity numbers are well formed', () => {
    for (const code of ['91320300MA1XN00011', '91320100MA1XN0002R', '91320300MA1X99999J', '91320300MA1X98888H']) expect(isUscc(code), code).toBe(true);
    for (const id of ['320303198805120015', '320102199003030023', '320303198501010036']) expect(isIdCard(id), id).toBe(true);
  });

  it('N1 passes as typed, with a lower-case code and half-width parentheses normalised', () => {
    expect(registerFields.parse(N1)).toEqual(N1);
    const typed = registerFields.parse({ ...N1, uscc: ' 91320300ma1xn00011 ', corpName: ' 徐州示例 (智能) 装备有限公司 ' });
    expect(typed.uscc).toBe('91320300MA1XN00011');
    expect(typed.corpName).toBe('徐州示例（智能）装备有限公司');
    expect(registerForm.safeParse(form).success).toBe(true);
  });

  it('each field refuses with the message of §15.1', () => {
    const cases: Array<[Partial<typeof form>, string]> = [
      [{ corpName: '   ' }, M.corpNameLength],
      [{ corpName: '企'.repeat(81) }, M.corpNameLength],
      [{ uscc: '91320300MA1XN00012' }, M.uscc],
      [{ uscc: '91320300MA1XN0001' }, M.uscc],
      [{ adminName: '郑华1' }, M.userName],
      [{ idCard: '320303198805120016' }, M.idCard],
      [{ idCard: '320303198802300015' }, M.idCard],
      [{ mobile: '12912340011' }, M.mobile],
      [{ smsCode: '12345' }, M.smsCode],
      [{ loginName: '1admin' }, M.loginName],
      [{ loginName: 'abc' }, M.loginName],
      [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, M.passwordLength],
      [{ password: 'abcdefgh12', confirmPassword: 'abcdefgh12' }, M.passwordRule],
      [{ password: 'N1_Admin@2025', confirmPassword: 'N1_Admin@2025' }, M.passwordHoldsName],
      [{ confirmPassword: 'Reg@2025abd' }, M.passwordRepeat],
      [{ agreed: false }, M.agreementsRequired],
    ];
    for (const [change, message] of cases) expect(firstMessage(registerForm.safeParse({ ...form, ...change })), JSON.stringify(change)).toBe(message);
  });

  it('重置密码 needs the new password twice', () => {
    expect(firstMessage(resetPasswordForm.safeParse({ newPassword: 'Reg@2025abc', confirmPassword: 'Reg@2025abx' }))).toBe(M.passwordConfirm);
  });
});

describe('registration properties', () => {
  it('normalising a corporate name is idempotent and leaves no blank or half-width parenthesis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (s) => {
        const n = normaliseCorpName(s);
        return normaliseCorpName(n) === n && !/[\s\u3000()]/.test(n);
      }),
    );
  });

  it('a login name passes exactly when it matches the pattern, and any password holding it is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{3,11}$/), (name) => {
        const password = `Q${name}@9x`;
        expect(LOGIN_NAME_PATTERN.test(name)).toBe(true);
        return firstMessage(registerFields.safeParse({ ...N1, loginName: name, password })) === M.passwordHoldsName;
      }),
    );
  });

  it('a one-character change of a valid code is refused (the MOD 31 check catches every single substitution)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 17 }), fc.constantFrom(...'0123456789ABCDEFGHJKLMNPQRTUWXY'), (at, ch) => {
        fc.pre(N1.uscc[at] !== ch);
        const changed = N1.uscc.slice(0, at) + ch + N1.uscc.slice(at + 1);
        return firstMessage(registerFields.safeParse({ ...N1, uscc: changed })) === M.uscc;
      }),
    );
  });

  it('any other field of printable noise fails with that field’s own message, never another’s', () => {
    const fields: Array<[keyof typeof N1, string]> = [
      ['mobile', M.mobile],
      ['smsCode', M.smsCode],
      ['idCard', M.idCard],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\d+$/.test(s)),
        ([field, message], noise) => {
          const r = registerFields.safeParse({ ...N1, [field]: noise });
          return !r.success && r.error.issues.every((i) => i.message === message);
        },
      ),
    );
  });
});

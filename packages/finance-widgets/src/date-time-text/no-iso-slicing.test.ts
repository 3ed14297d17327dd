// @vitest-environment node
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noIsoSlicing } from '@scf/eslint-config';

const linter = new Linter({ configType: 'flat' });
const flagged = (code: string) =>
  linter.verify(code, [{ languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': ['error', ...noIsoSlicing] } }]).map((m) => m.line);

// Issue 28 item 2: the lint rule every UI workspace runs (tooling/eslint), so no screen shows the UTC date of an instant again.
describe('noIsoSlicing', () => {
  it('refuses cutting an instant’s ISO string for display', () => {
    const code = [
      'const a = r.createdAt.slice(0, 10);',
      'const b = notAfter.slice(0, 10);',
      'const c = row.updatedAt.substring(0, 16);',
      'const d = new Date().toISOString().slice(0, 10);',
      "const e = r.createdAt.slice(0, 16).replace('T', ' ');",
      'const f = record.at.slice(0, 10);',
    ].join('\n');
    expect(flagged(code)).toEqual([1, 2, 3, 4, 5, 5, 6]);
  });

  it('leaves other slicing alone: lists, codes, a business date’s month', () => {
    const code = [
      'const rows = vouchers.slice(0, 10);',
      'const tail = ukeyCode.slice(-4);',
      'const month = businessDate.slice(0, 7);',
      "const x = name.replace('A', 'B');",
    ].join('\n');
    expect(flagged(code)).toEqual([]);
  });
});

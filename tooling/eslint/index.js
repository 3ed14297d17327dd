// Shared flat-config preset. Each workspace calls `config({ boundaries, react })` in ~5 lines.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noExportAll = { selector: 'ExportAllDeclaration', message: 'No `export *`: list exports explicitly (design.md §5.7).' };

const isoMessage =
  'Do not cut an ISO time string for display: its date is the UTC one (the day before in Beijing until 08:00). Use formatDate / formatDateTime / formatBusinessDateTime from @scf/finance-widgets (issue 28).';
const slicing = 'CallExpression[callee.property.name=/^(slice|substring|substr)$/]';
/** Instants by name: `at`, `…At` (createdAt), a certificate's `notAfter` / `notBefore`, an `iso` string. */
const instantName = '/^(at|iso|notAfter|notBefore)$|At$/';

/**
 * `no-restricted-syntax` entries of every UI workspace: a time the UI shows is formatted in Asia/Shanghai by one
 * helper, never cut out of an ISO string (`createdAt.slice(0, 10)`, `toISOString().slice(0, 10)`, `.replace('T', ' ')`).
 */
export const noIsoSlicing = [
  { selector: `${slicing}[callee.object.type='MemberExpression'][callee.object.property.name=${instantName}]`, message: isoMessage },
  { selector: `${slicing}[callee.object.type='Identifier'][callee.object.name=${instantName}]`, message: isoMessage },
  { selector: `${slicing}[callee.object.callee.property.name='toISOString']`, message: isoMessage },
  { selector: "CallExpression[callee.property.name='replace'][arguments.0.value='T']", message: isoMessage },
];

/**
 * @param {{ react?: boolean, node?: boolean, restricted?: { group: string[], message: string }[], ignores?: string[] }} options
 *   `restricted` lists import patterns this workspace must never use (one-way imports, design.md §5).
 */
export function config(options = {}) {
  const { react = false, node = false, restricted = [], ignores = [] } = options;
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', '**/*.d.ts', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...(node ? globals.node : {}), ...(react ? globals.browser : {}) },
      },
      rules: {
        'no-restricted-syntax': ['error', noExportAll, ...(react ? noIsoSlicing : [])],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-restricted-imports': [
          'error',
          {
            // Node ESM gets styled-components' CommonJS build, whose default export is not `styled`: a host
            // rendering our packages on the server would break (the embedding test proves it).
            paths: [{ name: 'styled-components', importNames: ['default'], message: "Use `import { styled } from 'styled-components'`." }],
            patterns: restricted,
          },
        ],
      },
    },
    react
      ? {
          plugins: { 'react-hooks': reactHooks },
          rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
          },
        }
      : {},
  );
}

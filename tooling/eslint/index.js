// Shared flat-config preset. Each workspace calls `config({ boundaries, react })` in ~5 lines.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
        'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No `export *`: list exports explicitly (design.md §5.7).' }],
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

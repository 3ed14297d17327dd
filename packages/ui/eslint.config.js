import { config, noIsoSlicing } from '@scf/eslint-config';

const noExportAll = { selector: 'ExportAllDeclaration', message: 'No `export *`: list exports explicitly (design.md §5.7).' };
const noDangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render HTML only through <SafeHtml> (security.md §1.3).',
};

export default [
  ...config({
    react: true,
    restricted: [
      {
        group: ['@scf/finance-widgets', '**/apps/**', 'react-router', 'react-router-dom'],
        message: 'Shell parts take data and callbacks from the host; no router, no portal imports.',
      },
    ],
  }),
  // The same ban as react/no-danger, without a React lint plugin: only SafeHtml may set inner HTML.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/safe-html/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', noExportAll, noDangerousHtml, ...noIsoSlicing] },
  },
];

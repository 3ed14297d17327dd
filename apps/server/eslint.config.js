import { config } from '@scf/eslint-config';

export default config({
  node: true,
  restricted: [
    {
      group: ['@scf/ui', '@scf/finance-widgets', '@scf/signing/react', 'react', '**/portal/**'],
      message: 'The server imports only the pure subpaths of @scf/api (design.md §2).',
    },
    // A regex, not a group: the gitignore-style group '@scf/api' would also match the allowed subpaths.
    { regex: '^@scf/api$', message: 'Import a pure subpath: @scf/api/contract, @scf/api/money or @scf/api/validators.' },
  ],
});

import { config } from '@scf/eslint-config';

export default config({
  restricted: [{ group: ['@scf/ui', '@scf/finance-widgets', '@scf/signing', '**/apps/**'], message: '@scf/api depends on nothing of ours (design.md §2).' }],
});

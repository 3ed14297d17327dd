import { config } from '@scf/eslint-config';

export default config({
  react: true,
  restricted: [{ group: ['@scf/ui', '@scf/finance-widgets', '**/apps/**'], message: 'The signing SDK is framework-free and below the UI packages.' }],
});

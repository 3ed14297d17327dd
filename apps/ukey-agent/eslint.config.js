import { config } from '@scf/eslint-config';

export default config({
  node: true,
  restricted: [
    {
      group: ['@scf/ui', '@scf/finance-widgets', '@scf/signing/react', 'react', '**/portal/**', '**/server/**'],
      message: 'The agent is a standalone loopback service: core signing types only.',
    },
  ],
});

import { config } from '@scf/eslint-config';

export default config({
  react: true,
  restricted: [{ group: ['@scf/finance-widgets', '**/apps/**', 'react-router', 'react-router-dom'], message: 'Shell parts take data and callbacks from the host; no router, no portal imports.' }],
});

import { config } from '@scf/eslint-config';

export default config({
  react: true,
  restricted: [{ group: ['**/apps/**'], message: 'Packages never import apps.' }],
});

import { config } from '@scf/eslint-config';

export default config({ react: true, node: true });

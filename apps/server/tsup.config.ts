import { defineConfig } from 'tsup';
import { nodeAppConfig } from '@scf/tsup-config';

export default defineConfig(nodeAppConfig({ main: 'src/main.ts' }));

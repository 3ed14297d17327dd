import { defineConfig } from 'vitest/config';
import { nodePreset } from '@scf/vitest-config';

export default defineConfig(nodePreset('ukey-agent'));

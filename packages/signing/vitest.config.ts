import { defineConfig } from 'vitest/config';
import { domPreset } from '@scf/vitest-config';

export default defineConfig(domPreset('signing'));

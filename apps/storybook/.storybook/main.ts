import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// One Storybook for every package: stories sit beside the components (design.md §5.2) and are picked up here.
const config: StorybookConfig = {
  // The Introduction and Foundations pages first, then every package's stories.
  stories: ['../src/**/*.mdx', '../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  // Test stories (a play function that drives the part) are off the sidebar by default: designers see the
  // showcase states at rest; the filter brings them back. Vitest runs them all.
  tags: { interaction: { defaultFilterSelection: 'exclude' } },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages resolve from TypeScript source (docs/adr/0001), so no package has to be built first.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      // Pre-bundle the heavy CommonJS/ESM dependencies up front: optimising them mid-run reloads the page and
      // fails a story test ("Vite unexpectedly reloaded a test").
      optimizeDeps: {
        include: [
          'zod',
          'zod/mini',
          '@radix-ui/react-dialog',
          'sm-crypto',
          '@peculiar/x509',
          'qrcode',
          'react-day-picker',
          '@tanstack/react-table',
          '@tanstack/react-virtual',
        ],
      },
    }),
};

export default config;

import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@scf/ui';
import { tokensFor } from './platform-configs';

/** Widths of the two screen-size modes (spec §3, §9): WIDE from 1480 px, MINI the default 1200 px. */
const WIDTH = { WIDE: 1480, MINI: 1200 } as const;

const preview: Preview = {
  tags: ['autodocs'],
  initialGlobals: { platformConfig: 'A', screenSize: 'WIDE' },
  globalTypes: {
    platformConfig: {
      description: 'Platform config the theme is built from',
      toolbar: {
        title: '平台配置',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'A', title: 'Variant A' },
          { value: 'B', title: 'Variant B' },
          { value: 'defaults', title: 'Defaults (config call failed)' },
        ],
      },
    },
    screenSize: {
      description: 'Screen-size mode',
      toolbar: {
        title: 'Screen',
        icon: 'browser',
        dynamicTitle: true,
        items: [
          { value: 'WIDE', title: 'WIDE (1480 px)' },
          { value: 'MINI', title: 'MINI (1200 px)' },
        ],
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    // axe runs on every story; in the test run a violation fails the story.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => {
      const size = context.globals.screenSize === 'MINI' ? 'MINI' : 'WIDE';
      return (
        <ThemeProvider tokens={tokensFor(context.globals.platformConfig)}>
          <main data-screen-size={size} style={{ maxWidth: WIDTH[size], minHeight: 200 }}>
            <Story />
          </main>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;

import type { Preview } from '@storybook/react-vite';
import { BaseStyle, ThemeProvider } from '@scf/ui';
import { tokensFor } from './platform-configs';

/** Widths of the two screen-size modes (spec §3, §9): WIDE from 1480 px, MINI the default 1200 px. */
const WIDTH = { WIDE: 1480, MINI: 1200 } as const;

/** A global chosen from the toolbar; its current choice is shown on the button. */
function toolbarGlobal(description: string, title: string, icon: 'paintbrush' | 'browser', items: { value: string; title: string }[]) {
  return { description, toolbar: { title, icon, dynamicTitle: true, items } };
}

const preview: Preview = {
  tags: ['autodocs'],
  initialGlobals: { platformConfig: 'A', screenSize: 'WIDE' },
  globalTypes: {
    platformConfig: toolbarGlobal('Platform config the theme is built from', '平台配置', 'paintbrush', [
      { value: 'A', title: 'Variant A' },
      { value: 'B', title: 'Variant B' },
      { value: 'defaults', title: 'Defaults (config call failed)' },
    ]),
    screenSize: toolbarGlobal('Screen-size mode', 'Screen', 'browser', [
      { value: 'WIDE', title: 'WIDE (1480 px)' },
      { value: 'MINI', title: 'MINI (1200 px)' },
    ]),
  },
  // A story ends at rest: whatever its play function focused loses focus, so no focus ring is left in the canvas
  // (the focus assertions ran before).
  afterEach: () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) active.blur();
  },
  parameters: {
    // One sidebar: the groups in the order designers work through them.
    options: {
      storySort: {
        order: ['Foundations', ['Introduction', 'Colour, type and spacing', '*'], 'Shell', 'Forms', 'Data', 'Feedback', 'Finance', 'Signing'],
      },
    },
    // Most parts are shown with a margin; the page-wide shell bars (header, footer, right bar) ask for fullscreen.
    layout: 'padded',
    // axe runs on every story; in the test run a violation fails the story.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => {
      const size = context.globals.screenSize === 'MINI' ? 'MINI' : 'WIDE';
      return (
        // global: dialogs and menus render in portals on <body>; they take the chosen config too.
        <ThemeProvider tokens={tokensFor(context.globals.platformConfig)} global>
          {/* The portal's base style (reset, CJK font, links, headings), so every story looks as in the app. */}
          <BaseStyle />
          <main data-screen-size={size} style={{ maxWidth: WIDTH[size], minHeight: 200 }}>
            <Story />
          </main>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;

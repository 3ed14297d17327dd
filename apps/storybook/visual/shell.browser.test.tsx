import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as footerStories from '../../../packages/ui/src/footer/footer.stories';
import * as headerStories from '../../../packages/ui/src/header/header.stories';
import * as rightBarStories from '../../../packages/ui/src/right-bar/right-bar.stories';
import { runStory } from './mount-story';
import type { RunnableStory } from './mount-story';

const header = composeStories(headerStories);
const footer = composeStories(footerStories);
const rightBar = composeStories(rightBarStories);

/** WIDE (spec §3) and a common MINI laptop width. */
const WIDE = 1480;
const MINI = 1280;

const mount = async (story: RunnableStory, width = WIDE, height?: number) => page.elementLocator(await runStory(story, width, height));

// Visual baselines of the shell parts (issue 3 §4) and of the frame at 1480 and 1280 px (issue 9 §3). The first run
// writes the PNGs; regenerate with `vitest run -u` only for an intended change, and look at each PNG before accepting.
describe('shell visual baselines', () => {
  it('header, demo branding at 1480 px: every entry fits', async () => {
    await expect.element(await mount(header.DemoBrandWide)).toMatchScreenshot('header-demo-1480');
  });
  it('header, demo branding at 1280 px: one line, the rest under 更多', async () => {
    await expect.element(await mount(header.DemoBrandMini, MINI)).toMatchScreenshot('header-demo-1280');
  });
  it('footer, layout A at 1280 px', async () => {
    await expect.element(await mount(footer.LayoutA, MINI)).toMatchScreenshot('footer-layout-a-1280');
  });
  it('header, full menu with unread messages', async () => {
    await expect.element(await mount(header.UnreadMessages)).toMatchScreenshot('header-unread');
  });
  it('header, register page', async () => {
    await expect.element(await mount(header.Register)).toMatchScreenshot('header-register');
  });
  it('footer, layout A', async () => {
    await expect.element(await mount(footer.LayoutA)).toMatchScreenshot('footer-layout-a');
  });
  it('footer, layout B', async () => {
    await expect.element(await mount(footer.LayoutB)).toMatchScreenshot('footer-layout-b');
  });
  it('right bar, open with back-to-top', async () => {
    // The bar sits in a composited layer (its box is transformed to hold the fixed bar): the icons' anti-aliasing
    // moves by a few dozen pixels with the machine's state (seen: 41 on a quiet machine, 0 under load). A changed
    // icon or colour differs by hundreds.
    await expect
      .element(await mount(rightBar.WithBackToTop, WIDE, 400))
      .toMatchScreenshot('right-bar-open', { comparatorName: 'pixelmatch', comparatorOptions: { allowedMismatchedPixels: 100 } });
  });
});

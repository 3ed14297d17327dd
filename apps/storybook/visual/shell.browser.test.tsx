import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as footerStories from '../../../packages/ui/src/footer/footer.stories';
import * as headerStories from '../../../packages/ui/src/header/header.stories';
import * as rightBarStories from '../../../packages/ui/src/right-bar/right-bar.stories';

const header = composeStories(headerStories);
const footer = composeStories(footerStories);
const rightBar = composeStories(rightBarStories);

let root: HTMLElement | undefined;

async function mount(story: { run: (ctx: { canvasElement: HTMLElement }) => Promise<void> }) {
  root = document.createElement('div');
  root.style.width = '1480px';
  document.body.append(root);
  await story.run({ canvasElement: root });
  return page.elementLocator(root);
}

afterEach(() => {
  root?.remove();
  root = undefined;
});

// Visual baselines of the shell parts (issue 3 §4). The first run writes the PNGs; regenerate with `vitest run -u`
// only for an intended change.
describe('shell visual baselines', () => {
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
    await expect.element(await mount(rightBar.WithBackToTop)).toMatchScreenshot('right-bar-open');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsRole } from '../test/story-play';
import { RightBar } from './right-bar';

const meta = {
  title: 'Shell/RightBar',
  component: RightBar,
  args: { onFaq: fn(), onCustomerService: fn(), onFeedback: fn(), publicAccountUrl: 'https://mp.example.com/scf' },
  argTypes: {
    publicAccountUrl: {
      control: { type: 'inline-radio', labels: { with: '有公众号', without: '无公众号' } },
      options: ['with', 'without'],
      mapping: { with: 'https://mp.example.com/scf', without: undefined },
    },
    autoHideMs: { control: { type: 'select', labels: { 7000: '7 s（规范）', 1: '立即收起' } }, options: [7000, 1] },
    backToTopAfterPx: { control: { type: 'select', labels: { 768: '滚动 768 px 后（规范）', '-1': '始终显示' } }, options: [768, -1] },
  },
  // The bars span the page edge to edge, as in the portal.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The help bar on the right edge: 常见问题, 公众号 (a QR code drawn from the address), 返回顶部 (after 768 px of
scrolling), 意见反馈 and 在线客服. After 7 s without use it folds into a ball; the ball reopens it.

**Do**
- Render it once per page, outside the content, and not on the login page.
- Keep every button's accessible name (the icons are decoration).

**Don't**
- Don't put page actions in it: it is for help, not for the screen's own work.
- Don't use emoji or text glyphs as its icons: they show as missing glyphs on many machines.
`,
      },
    },
  },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: 常见问题, 公众号, 意见反馈 and 在线客服 (返回顶部 joins once the page is scrolled). */
export const AtRest: Story = {};

/** Folded into the ball after 7 s without use; the ball reopens the bar. */
export const Folded: Story = {
  args: { autoHideMs: 1 },
  play: showsRole('button', { name: '展开快捷工具栏' }),
};

export const Open: Story = {
  name: 'Test · buttons call the host',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '常见问题' }));
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onFaq).toHaveBeenCalledTimes(1);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const PublicAccountQr: Story = {
  name: 'Test · public-account QR',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '公众号' }));
    await expect(await canvas.findByAltText('公众号二维码')).toBeVisible();
  },
};

/** The threshold at -1 px shows 返回顶部 without scrolling the story (normally after 768 px). */
export const WithBackToTop: Story = {
  args: { backToTopAfterPx: -1 },
  play: showsRole('button', { name: '返回顶部' }),
};

/** Folded into the ball after inactivity (300 ms here instead of 7 s); the ball reopens it. */
export const FoldedBall: Story = {
  name: 'Test · ball reopens the bar',
  tags: ['interaction', '!autodocs'],
  args: { autoHideMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ball = await canvas.findByRole('button', { name: '展开快捷工具栏' }, { timeout: 2000 });
    await userEvent.click(ball);
    await expect(canvas.getByRole('button', { name: '常见问题' })).toHaveFocus();
  },
};

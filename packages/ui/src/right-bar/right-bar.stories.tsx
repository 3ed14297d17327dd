import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsRole } from '../test/story-play';
import { RightBar } from './right-bar';

const meta = {
  title: 'Shell/RightBar',
  component: RightBar,
  args: { onFaq: fn(), onCustomerService: fn(), onFeedback: fn(), publicAccountUrl: 'https://mp.example.com/scf' },
  // The bars span the page edge to edge, as in the portal.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '常见问题' }));
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onFaq).toHaveBeenCalledTimes(1);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const PublicAccountQr: Story = {
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
  args: { autoHideMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ball = await canvas.findByRole('button', { name: '展开快捷工具栏' }, { timeout: 2000 });
    await userEvent.click(ball);
    await expect(canvas.getByRole('button', { name: '常见问题' })).toHaveFocus();
  },
};

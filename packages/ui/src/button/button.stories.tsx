import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: '提交', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Default: Story = { args: { variant: 'default', children: '取消' } };
export const Link: Story = { args: { variant: 'link', children: '查看详情' } };
export const Loading: Story = { args: { variant: 'primary', loading: true } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };

/** Enter does nothing (spec §5); Space still activates. */
export const EnterSuppressed: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '提交' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the click's promise is pending, more clicks are ignored: no double submit. */
export const NoDoubleSubmit: Story = {
  args: { variant: 'primary', onClick: fn(() => new Promise((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /提交/ });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

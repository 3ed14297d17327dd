import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { showsRole } from '../test/story-play';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: showsRole('progressbar', { name: '页面加载进度' }),
};
export const Idle: Story = { args: { active: false } };

function Toggle() {
  const [active, setActive] = useState(false);
  return (
    <>
      <NavigationProgress active={active} />
      <Button onClick={() => setActive((a) => !a)}>{active ? '完成加载' : '开始加载'}</Button>
    </>
  );
}

export const StartAndFinish: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

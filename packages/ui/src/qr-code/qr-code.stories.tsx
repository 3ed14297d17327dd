import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Data/QrCode',
  component: QrCode,
  args: { value: 'https://scf.example.com/app', alt: '扫码下载 App' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByAltText('扫码下载 App')).toBeInTheDocument();
  },
};
export const Large: Story = { args: { size: 200, level: 'H' } };

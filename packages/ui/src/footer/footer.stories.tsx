import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    showQr: false,
    qrCodes: [
      { value: 'https://scf.example.com/app', label: '手机银行' },
      { value: 'https://mp.example.com/scf', label: '微信公众号' },
    ],
  },
  // The bars span the page edge to edge, as in the portal.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout A: platform config variant A. */
export const LayoutA: Story = {
  globals: { platformConfig: 'A' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveAttribute('data-layout', 'A');
  },
};

/** Layout B: platform config variant B. */
export const LayoutB: Story = {
  globals: { platformConfig: 'B' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveAttribute('data-layout', 'B');
  },
};

/** The spec §8 defaults (config call failed). */
export const Defaults: Story = { globals: { platformConfig: 'defaults' } };

/** On a listed host outside guarantee pages the QR codes show. */
export const WithQrCodes: Story = {
  args: { showQr: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByAltText('手机银行二维码')).toBeVisible();
  },
};

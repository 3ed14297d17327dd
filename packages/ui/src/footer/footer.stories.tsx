import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { showsRole } from '../test/story-play';
import { Footer } from './footer';

const qr = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88"><rect width="88" height="88" fill="#fff"/><rect x="8" y="8" width="24" height="24"/><rect x="56" y="8" width="24" height="24"/><rect x="8" y="56" width="24" height="24"/><text x="44" y="50" font-size="10" text-anchor="middle">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    showQr: false,
    qrCodes: [
      { src: qr('APP'), label: '手机银行' },
      { src: qr('WX'), label: '微信公众号' },
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
  play: showsRole('img', { name: '手机银行二维码' }),
};

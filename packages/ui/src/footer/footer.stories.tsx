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
  argTypes: {
    qrCodes: {
      control: { type: 'select', labels: { two: '手机银行 + 微信公众号', one: '微信公众号', none: '无' } },
      options: ['two', 'one', 'none'],
      mapping: {
        two: [
          { value: 'https://scf.example.com/app', label: '手机银行' },
          { value: 'https://mp.example.com/scf', label: '微信公众号' },
        ],
        one: [{ value: 'https://mp.example.com/scf', label: '微信公众号' }],
        none: [],
      },
    },
  },
  // The bars span the page edge to edge, as in the portal.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The bottom bar: hotline, address, copyright, record numbers and optional QR codes. Its layout follows the
platform config: **A** (template 1, variant A and the page config) or **B** (variant B).

**Do**
- Let the config choose the layout; switch 平台配置 in the toolbar to review both.
- Keep the record numbers (ICP, 公安备案) as links only where the config gives an https address.

**Don't**
- Don't hand-write footer texts in a screen: they come from the config (or the spec §8 defaults).
- Don't show the QR block without real addresses to encode.
`,
      },
    },
  },
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

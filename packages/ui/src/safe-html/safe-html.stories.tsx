import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SafeHtml } from './safe-html';
import { LINK_POLICY, XSS_PAYLOADS } from './xss-corpus';

const meta = {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  args: { linkPolicy: LINK_POLICY, html: '<p><strong>富文本</strong> 公告内容，<a href="https://trusted.example/x">允许的链接</a>。</p>' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = {};

/**
 * The whole XSS corpus rendered in real Chromium: after events are fired on every element, the canary
 * window.__pwned that every payload sets must still be unset.
 */
export const XssCorpusInChromium: Story = {
  args: { html: XSS_PAYLOADS.join('\n') },
  // The corpus is hostile markup on purpose; its leftovers (empty links, alt-less images) are not the a11y subject.
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    const w = window as { __pwned?: number };
    delete w.__pwned;
    for (const el of canvasElement.querySelectorAll('[data-scf-theme] *')) {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      el.dispatchEvent(new FocusEvent('focus'));
    }
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 300));
    await expect(w.__pwned).toBeUndefined();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(canvasElement.querySelector('script, iframe, object, embed, form, svg, math, style')).toBeNull();
  },
};

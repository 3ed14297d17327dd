import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * What a screen is made of before any component: headings, text, links, a list and an amount. The preview renders
 * BaseStyle around every story, as the portal does around every page.
 */
function SamplePage() {
  return (
    <article>
      <h1>核心企业经办首页</h1>
      <p>
        您好，张伟（徐州示例重工集团有限公司·经办）。请先完成 <a href="#identify">Ukey认证</a>，再办理开立业务。
      </p>
      <h2>待办事项</h2>
      <ul>
        <li>
          <a href="#review">开立复核</a>
        </li>
        <li>
          <a href="#sign">待签收</a>
        </li>
      </ul>
      <h3>本月到期</h3>
      <p>
        金额 <data value="1234567.89">1,234,567.89</data> 元
      </p>
    </article>
  );
}

const meta = {
  title: 'Foundations/BaseStyle',
  component: SamplePage,
} satisfies Meta<typeof SamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);

/**
 * No body margin, the CJK stack, links in the primary colour (a standalone link plain, one in running text with a
 * thin underline, WCAG 1.4.1), and h1 > h2 > h3.
 */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = getComputedStyle(doc.body);
    await expect(body.marginTop).toBe('0px');
    await expect(body.fontFamily).toContain('PingFang SC');
    const inText = getComputedStyle(within(canvasElement).getByRole('link', { name: 'Ukey认证' }));
    await expect(inText.textDecorationLine).toBe('underline');
    await expect(inText.color).not.toBe('rgb(0, 0, 238)');
    const alone = getComputedStyle(within(canvasElement).getByRole('link', { name: '开立复核' }));
    await expect(alone.textDecorationLine).toBe('none');
    await expect(alone.color).toBe(inText.color);
    const size = (level: number) => px(getComputedStyle(within(canvasElement).getByRole('heading', { level })).fontSize);
    await expect(size(1)).toBeGreaterThan(size(2));
    await expect(size(2)).toBeGreaterThan(size(3));
    await expect(getComputedStyle(canvasElement.querySelector('data')!).fontVariantNumeric).toBe('tabular-nums');
  },
};

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

const NAME = '徐州示例重工集团有限公司';

/** A table cell just too narrow for a company name, as at 1280 px: the name wraps without a lone last character. */
export const NoWidows: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <tbody>
        <tr>
          <td style={{ padding: 0 }}>{NAME}</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const cell = within(canvasElement).getByRole('cell', { name: NAME });
    const text = cell.firstChild as Text;
    const range = (from: number, to: number) => {
      const r = doc.createRange();
      r.setStart(text, from);
      r.setEnd(text, to);
      return r.getBoundingClientRect();
    };
    // Room for all but the last character: without the rule the last line would be 司 alone.
    cell.closest('table')!.style.width = `${Math.ceil(range(0, NAME.length - 1).width) + 1}px`;
    const last = range(NAME.length - 1, NAME.length);
    const before = range(NAME.length - 2, NAME.length - 1);
    await expect(last.top).toBeGreaterThan(range(0, 1).top);
    await expect(before.top).toBe(last.top);
  },
};

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CR1, CR1_SLIP } from '../test/record-fixtures';
import { renderRecordPage } from '../test/render-record-page';
import SignHtmlPage from './sign-html-page';

describe('凭证签章页 (domain.md §5.3)', () => {
  it('shows the slip’s numbers, three parties and the amount in 大写, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRecordPage(SignHtmlPage, { at: `/credit/sign-html?creditNo=${CR1}`, server: { slip: CR1_SLIP } });
    const slip = await screen.findByRole('article', { name: '凭证签章页' });
    expect(within(slip).getByRole('heading', { name: '电子债权凭证开立单' })).toBeInTheDocument();
    const cell = (header: string) => within(slip).getByRole('rowheader', { name: header }).nextElementSibling;
    expect(cell('接收编号')).toHaveTextContent(CR1);
    expect(cell('承诺付款日')).toHaveTextContent('2025-09-05');
    expect(cell('开立日期')).toHaveTextContent('2025-03-14');
    expect(cell('币种及金额')).toHaveTextContent('人民币 1,000,000.00元大写：壹佰万元整');
    expect(cell('备注')).toHaveTextContent('钢材采购');
    expect(within(slip).getByRole('columnheader', { name: '开立方' })).toBeInTheDocument();
    expect(within(slip).getByRole('columnheader', { name: '付款方' })).toBeInTheDocument();
    const account = within(slip).getByRole('row', { name: /账号/ });
    expect(account).toHaveTextContent('32050161000000001101');
    expect(within(slip).getByRole('row', { name: /纳税人识别号/ })).toHaveTextContent('91320300MA1XG01101');
    expect(within(slip).getByText('本凭证到期由付款方无条件付款。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('asks for nothing with a malformed number', async () => {
    const { sent } = renderRecordPage(SignHtmlPage, { at: '/credit/sign-html?creditNo=' });
    expect(await screen.findByText('凭证编号格式不正确')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印' })).toBeDisabled();
    expect(sent('/v1/credits//slip')).toEqual([]);
  });
});

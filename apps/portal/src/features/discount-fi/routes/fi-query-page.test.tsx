import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { exportJob, recordDownloads } from '../../../test/export-fixtures';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import { BAB2, BAB4, EXPORT_LINK, FI_BILLS, MODULES } from '../test/fixtures';
import { FiQueryPage } from './fi-query-page';

const downloads = recordDownloads();
const AT = '/discount/fi/query';
const render = (server: Parameters<typeof renderPlatformScreen<typeof MODULES>>[1]['server'], at = AT) =>
  renderPlatformScreen(FiQueryPage, { at, modules: MODULES, server, role: 'ROLE_CLIENT_MANAGER' });

describe('票据业务查询 (/discount/fi/query)', () => {
  it('lists the bank’s acceptances with drawer, payee, dates, status and 持有金额, each linking to 票据详情', async () => {
    const { sent } = render({ 'discount.fiBills': { rows: FI_BILLS, total: 3 } });
    expect(await screen.findByRole('heading', { level: 1, name: '票据业务查询' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '票据业务' });
    const link = await within(table).findByRole('link', { name: BAB4 });
    expect(link).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB4}`);
    const bab4 = link.closest('tr') as HTMLElement;
    expect(bab4).toHaveTextContent('本行承兑');
    expect(bab4).toHaveTextContent('收票人 江苏示例精密锻造有限公司');
    expect(within(bab4).getAllByText('300,000.00元')).toHaveLength(2); // 票据金额 and 持有金额
    expect(within(bab4).getByText('已出票')).toBeInTheDocument();
    const bab2 = within(table).getByRole('link', { name: BAB2 }).closest('tr') as HTMLElement;
    expect(within(bab2).getByText('待签收')).toBeInTheDocument();
    expect(within(bab2).getByText('2025-12-12')).toBeInTheDocument();
    expect(sent('discount.fiBills')).toEqual([{ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' }, filters: {} }]);
  });

  it('filters to 贴现 (what the bank holds) by keyword, and 导出 writes what is filtered', async () => {
    const { user, sent } = render({
      'discount.fiBills': { rows: [FI_BILLS[0]], total: 1 },
      'exports.count': { count: 1, mode: 'SYNC' },
      'exports.start': { mode: 'SYNC', job: exportJob({ source: 'discount-fi-bills', label: '票据业务查询', fileName: '票据业务查询_20250616100000.xlsx' }) },
      'exports.link': EXPORT_LINK,
    });
    const search = await screen.findByRole('search', { name: '票据业务查询' });
    await user.type(within(search).getByRole('textbox', { name: '票据包号/企业名称' }), ' 江苏示例 ');
    await user.click(within(search).getByRole('combobox', { name: '业务类型' }));
    await user.click(await screen.findByRole('option', { name: '贴现' }));
    await user.click(within(search).getByRole('button', { name: '查询' }));
    const filters = { keyword: '江苏示例', view: 'HELD' };
    await waitFor(() => expect(sent('discount.fiBills').at(-1)).toEqual({ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' }, filters }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 票据业务查询_20250616100000.xlsx')).toBeInTheDocument();
    expect(sent('exports.count')).toEqual([{ source: 'discount-fi-bills', filters, sort: { field: 'dueDate', order: 'asc' } }]);
    expect(downloads).toEqual([EXPORT_LINK.url]);
  });

  it('no bills: the empty text', async () => {
    render({ 'discount.fiBills': { rows: [], total: 0 } });
    expect(await within(await screen.findByRole('table', { name: '票据业务' })).findByText('暂无票据')).toBeInTheDocument();
  });

  it('a failed read says why', async () => {
    render({ 'discount.fiBills': new ApiError('INTERNAL', '服务暂不可用', 500) });
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
  });
});

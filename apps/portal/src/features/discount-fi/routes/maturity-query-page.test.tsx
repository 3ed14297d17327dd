import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { SIGNING_ORIGINALS } from '@scf/api/contract';
import { exportJob, recordDownloads } from '../../../test/export-fixtures';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import { BAB1, BAB2, BAB4, EXPORT_LINK, MATURITIES, MODULES, maturity } from '../test/fixtures';
import { MaturityQueryPage } from './maturity-query-page';

const downloads = recordDownloads();
const AT = '/discount/core/maturity/query';
const render = (server: Parameters<typeof renderPlatformScreen<typeof MODULES>>[1]['server'], at = AT) =>
  renderPlatformScreen(MaturityQueryPage, { at, modules: MODULES, server });

describe('到期付款查询 (/discount/core/maturity/query)', () => {
  it('lists the packages paid at maturity and coming due, each linking to 票据详情', async () => {
    const { sent } = render({ 'discount.maturities': { rows: MATURITIES, total: 3 } });
    expect(await screen.findByRole('heading', { level: 1, name: '到期付款查询' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '到期付款' });
    const link = await within(table).findByRole('link', { name: BAB1 });
    expect(link).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB1}`);
    const bab1 = link.closest('tr') as HTMLElement;
    // Due on a holiday, paid the next working day; 已扣 840 000.00 short → 垫款 340 000.00 with its penalty to date.
    expect(within(bab1).getByText('顺延至 2025-10-09')).toBeInTheDocument();
    expect(within(bab1).getByText('860,000.00元')).toBeInTheDocument();
    expect(within(bab1).getByText('340,000.00元')).toBeInTheDocument();
    expect(bab1).toHaveTextContent('罚息 1,700.00元（10天）');
    expect(within(bab1).getByText('垫款未还')).toBeInTheDocument();
    const bab4 = within(table).getByRole('link', { name: BAB4 }).closest('tr') as HTMLElement;
    expect(within(bab4).getByText('无垫款')).toBeInTheDocument();
    expect(bab4).toHaveTextContent('结算账户 210,000.00元');
    const bab2 = within(table).getByRole('link', { name: BAB2 }).closest('tr') as HTMLElement;
    expect(within(bab2).getByText('待到期')).toBeInTheDocument();
    expect(sent('discount.maturities')).toEqual([{ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' }, filters: {} }]);
  });

  it('searches by 垫款状态 and 到期日 and 导出 writes what is filtered', async () => {
    const { user, sent } = render(
      {
        'discount.maturities': { rows: [MATURITIES[1]], total: 1 },
        'exports.count': { count: 1, mode: 'SYNC' },
        'exports.start': {
          mode: 'SYNC',
          job: exportJob({ source: 'discount-maturities', label: '到期付款查询', fileName: '到期付款查询_20250616100000.xlsx' }),
        },
        'exports.link': EXPORT_LINK,
      },
      `${AT}?dueFrom=2025-10-01&dueTo=2025-10-31`,
    );
    const search = await screen.findByRole('search', { name: '到期付款查询' });
    expect(within(search).getByRole('combobox', { name: '到期日起' })).toHaveTextContent('2025-10-01');
    await user.click(within(search).getByRole('combobox', { name: '垫款状态' }));
    await user.click(await screen.findByRole('option', { name: '垫款未还' }));
    await user.click(within(search).getByRole('button', { name: '查询' }));
    const filters = { status: 'OUTSTANDING', dueFrom: '2025-10-01', dueTo: '2025-10-31' };
    await waitFor(() => expect(sent('discount.maturities').at(-1)).toEqual({ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' }, filters }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('已导出 到期付款查询_20250616100000.xlsx')).toBeInTheDocument();
    expect(sent('exports.count')).toEqual([{ source: 'discount-maturities', filters, sort: { field: 'dueDate', order: 'asc' } }]);
    expect(downloads).toEqual([EXPORT_LINK.url]);
  });

  it('还款: the operator submits 垫款 + 罚息 as a 还款申请 (nothing moves), the row then waits for the director', async () => {
    const pending = maturity({ ...MATURITIES[1], canRepay: false, repayPending: true });
    let done = false;
    const { user, sent } = render({
      'discount.maturities': () => ({ rows: done ? [MATURITIES[0]!, pending, MATURITIES[2]!] : MATURITIES, total: 3 }),
      'discount.repayAdvance': () => {
        done = true;
        return pending;
      },
    });
    const table = await screen.findByRole('table', { name: '到期付款' });
    await within(table).findByRole('link', { name: BAB1 });
    expect(within(table).getAllByRole('button', { name: /^还款/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: `还款 ${BAB1}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `确认归还票据${BAB1}的垫款？` });
    expect(dialog).toHaveTextContent('垫款 340,000.00元 + 罚息 1,700.00元（10天）= 341,700.00元，提交后由主管使用Ukey签署');
    await user.click(within(dialog).getByRole('button', { name: '提交还款申请' }));
    expect(await screen.findByText(`票据${BAB1}的还款申请已提交，待主管使用Ukey签署`)).toBeInTheDocument();
    expect(sent('discount.repayAdvance')).toEqual([{}]);
    const row = (await within(table).findByText('待主管签署')).closest('tr') as HTMLElement;
    expect(within(row).getByText('垫款未还')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^还款/ })).toBeNull();
  });

  it('签署还款: the director signs the REPAYMENT original with the Ukey and the row reads 垫款已还 with the penalty paid', async () => {
    const waiting = maturity({ ...MATURITIES[1], canRepay: false, repayPending: true, canSign: true });
    const repaid = maturity({ ...MATURITIES[1], status: 'REPAID', repaidOn: '2025-10-19', canRepay: false });
    let done = false;
    const { user, calls } = renderPlatformScreen(MaturityQueryPage, {
      at: AT,
      modules: MODULES,
      role: 'ROLE_DIRECTOR',
      userName: 'c1_dir',
      paths: { [SIGNING_ORIGINALS.REPAYMENT.endpoint.path]: `垫款还款\n票据包号：${BAB1}\n还款合计：341,700.00元` },
      server: {
        'discount.maturities': () => ({ rows: done ? [MATURITIES[0]!, repaid, MATURITIES[2]!] : [MATURITIES[0]!, waiting, MATURITIES[2]!], total: 3 }),
        'discount.repayAdvanceSign': () => {
          done = true;
          return repaid;
        },
      },
    });
    const table = await screen.findByRole('table', { name: '到期付款' });
    expect(within(table).queryByRole('button', { name: /^还款/ })).toBeNull();
    await user.click(await within(table).findByRole('button', { name: `签署还款 ${BAB1}` }));
    await user.click(await screen.findByRole('button', { name: /确认签名|确认/ }));
    await waitFor(() => expect(calls('discount.repayAdvanceSign')).toHaveLength(1));
    expect(calls('discount.repayAdvanceSign')[0]?.path).toBe(`/v1/discount/maturities/${BAB1}/repay/sign`);
    expect(await screen.findByText(`票据${BAB1}的垫款已还`)).toBeInTheDocument();
    const row = (await within(table).findByText('垫款已还')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2025-10-19 已还罚息 1,700.00元（10天）');
    expect(within(table).queryByRole('button', { name: /签署还款/ })).toBeNull();
  });

  it('a refused 还款 says why and leaves the row as it was', async () => {
    const { user } = render({
      'discount.maturities': { rows: MATURITIES, total: 3 },
      'discount.repayAdvance': new ApiError('LEDGER_STATE', '该票据没有未还的垫款', 200),
    });
    const table = await screen.findByRole('table', { name: '到期付款' });
    await user.click(await within(table).findByRole('button', { name: `还款 ${BAB1}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '提交还款申请' }));
    expect(await screen.findByText('还款失败：该票据没有未还的垫款')).toBeInTheDocument();
    expect(within(table).getByText('垫款未还')).toBeInTheDocument();
  });

  it('no packages: the empty text', async () => {
    render({ 'discount.maturities': { rows: [], total: 0 } });
    expect(await within(await screen.findByRole('table', { name: '到期付款' })).findByText('暂无到期付款记录')).toBeInTheDocument();
  });

  it('a failed read says why', async () => {
    render({ 'discount.maturities': new ApiError('INTERNAL', '服务暂不可用', 500) });
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
  });
});

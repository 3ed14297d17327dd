import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { ABT, S2, abtRow, renderAbsTransfer } from '../test/render-abs-transfer';
import { TransferApprovePage } from './approve-page';

const AT = '/abs/transfer/approve';
const AP5_APP = 'ABT20250613000021';
const page = (rows: unknown[]) => ({ rows, total: rows.length });

describe('ABS转让审批 (/abs/transfer/approve)', () => {
  it('待办: the caller’s queue of ABS转让, oldest first; 办理 opens 转让审批详情', async () => {
    const { user, sent } = renderAbsTransfer(TransferApprovePage, {
      at: AT,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'credit.applications': page([abtRow({ appNo: AP5_APP, applicant: S2, amount: '150000.00', status: 'PENDING_FI' })]) },
    });
    const table = await screen.findByRole('table', { name: '待办的转让申请' });
    await waitFor(() => expect(within(table).getByText(S2.corpName)).toBeInTheDocument());
    const row = within(table).getByText(S2.corpName).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('150,000.00');
    expect(row).toHaveTextContent('受让方：中国建设银行股份有限公司徐州分行');
    expect(sent('credit.applications')).toContainEqual({
      page: 1,
      size: 10,
      sort: { field: 'createdAt', order: 'asc' },
      filters: { scope: 'review', bizType: 'ABS_TRANSFER' },
    });
    await user.click(within(row).getByRole('button', { name: '办理' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/approve-detail');
  });

  it('已办 reads the transfers the caller acted on; 全部 those of its corporation', async () => {
    const { user, sent } = renderAbsTransfer(TransferApprovePage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { 'credit.applications': page([]), 'abs.transferDone': page([abtRow({ status: 'PENDING_FI', actions: [] })]) },
    });
    expect(await screen.findByText('暂无待办的转让申请')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '已办' }));
    const done = await screen.findByRole('table', { name: '已办的转让申请' });
    await waitFor(() => expect(within(done).getByRole('button', { name: ABT })).toBeInTheDocument());
    expect(sent('abs.transferDone')).toEqual([{ page: 1, size: 10 }]);
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await screen.findByRole('table', { name: '全部转让申请' });
    await waitFor(() => expect(sent('credit.applications')).toContainEqual(expect.objectContaining({ filters: { scope: 'all', bizType: 'ABS_TRANSFER' } })));
  });

  it('says when the queue cannot be read', async () => {
    renderAbsTransfer(TransferApprovePage, {
      at: AT,
      role: 'ROLE_PRODUCT_MANAGER',
      server: { 'credit.applications': () => new ApiError('E', '服务暂不可用', 500) },
    });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });

  it('?appNo= (a todo, the home queue) opens that transfer’s 转让审批详情', async () => {
    renderAbsTransfer(TransferApprovePage, { at: `${AT}?appNo=${ABT}`, role: 'ROLE_DIRECTOR', server: {} });
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/approve-detail');
  });
});

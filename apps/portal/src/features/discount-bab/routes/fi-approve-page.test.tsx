import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { APP_NO, application, babDetail, renderBab, row } from '../test/render-bab';
import FiBabApprovePage from './fi-approve-page';

const AT = '/discount/fi/bab-approve';
const todo = (status: 'PENDING_FI' | 'PENDING_FUNDING', label: string) => (input: { body: { scope: string } }) =>
  input.body.scope === 'FI_TODO' ? [row({ status, statusLabel: label })] : [];

describe('承兑审批 (/discount/fi/bab-approve), the bank', () => {
  it('lists what waits on the bank with its figures, and says when nothing does', async () => {
    const first = renderBab(FiBabApprovePage, { at: AT, role: 'ROLE_CLIENT_MANAGER', server: { 'bab.list': todo('PENDING_FI', '待承兑') } });
    const table = await screen.findByRole('table', { name: '待审批的银承出票申请' });
    await waitFor(() => expect(within(table).getByText(APP_NO)).toBeInTheDocument());
    const tr = within(table).getByText(APP_NO).closest('tr');
    expect(tr).toHaveTextContent('待承兑');
    expect(tr).toHaveTextContent('200,000.00元');
    expect(tr).toHaveTextContent('60,000.00元');
    first.unmount();
    renderBab(FiBabApprovePage, { at: AT, role: 'ROLE_CLIENT_MANAGER', server: { 'bab.list': [] } });
    expect(await screen.findByText('暂无待审批的银承出票申请')).toBeInTheDocument();
  });

  it('the client manager opens one and 审核通过 sends its opinion', async () => {
    const { user, sent } = renderBab(FiBabApprovePage, {
      at: `${AT}?appNo=${APP_NO}`,
      role: 'ROLE_CLIENT_MANAGER',
      server: {
        'bab.list': todo('PENDING_FI', '待承兑'),
        'bab.detail': babDetail({ status: 'PENDING_FI', actions: ['ACCEPT', 'REFUSE', 'REJECT'] }),
        'bab.fiPass': application({ status: 'PENDING_FUNDING' }),
      },
    });
    const bills = await screen.findByRole('table', { name: '出票明细' });
    expect(within(bills).getByText('BIL20250616000001').closest('tr')).toHaveTextContent('宿迁示例五金加工厂');
    expect(screen.queryByRole('button', { name: '承兑' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    await user.click(within(dialog).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(sent('bab.fiPass')).toEqual([{ comment: '' }]));
  });

  it('the product manager 承兑 signs BAB_APPROVE', async () => {
    const { user, sent } = renderBab(FiBabApprovePage, {
      at: `${AT}?appNo=${APP_NO}`,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'bab.list': todo('PENDING_FUNDING', '待承兑终审'),
        'bab.detail': babDetail({ status: 'PENDING_FUNDING', actions: ['APPROVE', 'REJECT'], approveOriginal: 'BAB_APPROVE' }),
        'bab.fiApprove': application({ status: 'COMPLETED' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '承兑' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('保证金合计：60,000.00元');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已承兑申请${APP_NO}，票据已承兑待交付`)).toBeInTheDocument();
    expect(sent('bab.fiApprove')[0]).toMatchObject({ original: expect.stringContaining('银承出票承兑') });
  });

  it('驳回 needs 意见 and shows the server’s refusal', async () => {
    const { user, sent } = renderBab(FiBabApprovePage, {
      at: `${AT}?appNo=${APP_NO}`,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'bab.list': [],
        'bab.detail': babDetail({ status: 'PENDING_FUNDING', actions: ['APPROVE', 'REJECT'] }),
        'bab.fiReject': () => new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200),
      },
    });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '保证金不足');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('当前状态不允许此操作'));
    expect(sent('bab.fiReject')).toEqual([{ comment: '保证金不足' }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { APP_NO, application, babDetail, renderBab, row } from '../test/render-bab';
import BabApprovePage from './approve-page';

const AT = '/discount/core/bab/approve';

describe('银承出票复核 (/discount/core/bab/approve), the core director', () => {
  it('lists the applications waiting for review, opens one with 复核, and says when none wait or the list fails', async () => {
    const first = renderBab(BabApprovePage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { 'bab.list': [row()], 'credit.application': application({ actions: ['APPROVE', 'RETURN', 'REJECT'] }), 'bab.detail': babDetail() },
    });
    const table = await screen.findByRole('table', { name: '待复核的银承出票申请' });
    await waitFor(() => expect(within(table).getByText(APP_NO)).toBeInTheDocument());
    expect(within(table).getByText(APP_NO).closest('tr')).toHaveTextContent('待复核');
    expect(first.sent('bab.list')).toEqual([{ scope: 'REVIEW' }]);
    await first.user.click(within(table).getByRole('button', { name: `复核 ${APP_NO}` }));
    expect(await screen.findByRole('table', { name: '出票明细' })).toBeInTheDocument();
    first.unmount();
    const empty = renderBab(BabApprovePage, { at: AT, role: 'ROLE_DIRECTOR', server: { 'bab.list': [] } });
    expect(await screen.findByText('暂无待复核的银承出票申请')).toBeInTheDocument();
    empty.unmount();
    renderBab(BabApprovePage, { at: AT, role: 'ROLE_DIRECTOR', server: { 'bab.list': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the bills of BAB…03 and 同意 signs BAB_APPLY through the generic approve', async () => {
    const pending = application({ actions: ['APPROVE', 'RETURN', 'REJECT'], approveOriginal: 'BAB_APPLY' });
    const { user, sent } = renderBab(BabApprovePage, {
      at: `${AT}?appNo=${APP_NO}`,
      role: 'ROLE_DIRECTOR',
      server: { 'credit.application': pending, 'bab.detail': babDetail(), 'credit.approve': application({ status: 'PENDING_FI' }) },
    });
    const bills = await screen.findByRole('table', { name: '出票明细' });
    const tr = within(bills).getByText('BIL20250616000001').closest('tr');
    expect(tr).toHaveTextContent('60,000.00元');
    expect(tr).toHaveTextContent('140,000.00元');
    expect(tr).toHaveTextContent('100.00元');
    expect(screen.getByRole('button', { name: '退回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('票据金额合计：200,000.00元');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('银承出票复核') }));
  });
});

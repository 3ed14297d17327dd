import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_NO, application, babDetail, renderBab } from '../test/render-bab';
import BabApprovePage from './approve-page';

const AT = '/discount/core/bab/approve';

describe('银承出票复核 (/discount/core/bab/approve), the core director', () => {
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

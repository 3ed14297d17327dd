import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bill } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyBillPage from './ukey-bill-page';

const LINES = [
  bill(),
  bill({ billId: 'B0002', item: '证书服务费（1年）', amount: '100.00', periodStart: '2025-06-16', periodEnd: '2026-06-16' }),
  bill({ billId: 'B0003', requestId: 'UR1', item: '证书服务费（1年）', amount: '20.00', status: 'PAID', ukeyCode: 'SOFT00001234' }),
];

const setup = (bills: unknown) => renderUkeyPage(UkeyBillPage, { at: '/my/enterprise-info/ukey/bill', server: { bills } });

describe('Ukey账单 page', () => {
  it('lists the fee lines with links to their request and the unpaid total in 大写', async () => {
    setup({ bills: LINES, unpaidTotal: '220.00' });
    expect(screen.getByRole('status', { name: '正在加载Ukey账单' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ukey账单' });
    const row = within(table).getByRole('row', {
      name: /B0002 UR202506160002 证书服务费（1年） CCB5100009001 李主管 2025-06-16 至 2026-06-16 100.00元 未缴费 2025-06-16 10:30/,
    });
    expect(within(row).getByRole('link', { name: 'UR202506160002' })).toHaveAttribute('href', '/my/enterprise-info/ukey/apply-detail?requestId=UR202506160002');
    expect(within(table).getByRole('row', { name: /B0003 .* 已缴费/ })).toBeInTheDocument();
    expect(screen.getByLabelText('未缴费合计 220.00元（贰佰贰拾元整）')).toBeInTheDocument();
  });

  it('no bills: an empty state; a failed load: the message and 重试', async () => {
    const { unmount } = setup({ bills: [], unpaidTotal: '0.00' });
    expect(await screen.findByText('暂无Ukey账单')).toBeInTheDocument();
    unmount();
    setup(new Error('网络异常'));
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：网络异常');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

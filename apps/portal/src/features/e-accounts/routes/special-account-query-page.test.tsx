import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPORT_TEXT, exportEndpoints } from '@scf/api/contract';
import type { AccountFlow, SpecialAccount } from '@scf/api/contract';
import { exportJob } from '../../../test/export-fixtures';
import { renderEAccountPage } from '../test/render-e-account-page';
import SpecialAccountQueryPage from './special-account-query-page';

const REPAY: SpecialAccount = {
  accountId: 'A-C1-SPECIAL',
  accountNo: '32050161360000000002',
  accountName: '徐州示例重工集团有限公司',
  bankName: '中国建设银行股份有限公司徐州分行',
  purpose: 'CASH_REPAY',
  controller: null,
  status: 'ACTIVE',
  balance: '850000.00',
  frozen: '0.00',
  available: '850000.00',
  mandate: 'ACTIVE',
};

// Booked on the business date 2025-06-16 at 10:30 Asia/Shanghai, while the machine's clock reads another day.
const PAID: AccountFlow = {
  flowId: '41',
  at: Date.parse('2026-11-30T02:30:00Z'),
  businessDate: '2025-06-16',
  bankSerial: 'CCB2025061600000007',
  summary: '兑付付款',
  counterpartyName: '苏州示例钢材贸易有限公司',
  counterpartyNo: '3205****2001',
  income: null,
  expense: '150000.00',
  balance: '850000.00',
  bizRef: 'CP2025061600000001',
  receiptNo: 'HD2025061600000003',
};

describe('专户查询 (§16.8)', () => {
  it('shows 流水 at 1280 px (the serial under 交易时间 on the business date, the account under 对方户名) and exports what the search found', async () => {
    const { user, transport } = renderEAccountPage(SpecialAccountQueryPage, {
      at: '/my/electronic-account/special-account/query',
      server: { specialList: [REPAY], flows: [PAID] },
      routes: {
        [exportEndpoints.count.path]: { count: 12_000, mode: 'JOB' },
        [exportEndpoints.start.path]: {
          mode: 'JOB',
          job: exportJob({ source: 'account-flows', label: '账户流水', status: 'QUEUED', progress: 0, fileName: null, sha256: null, actions: ['CANCEL'] }),
        },
      },
    });
    const table = await screen.findByRole('table', { name: '账户流水' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['交易时间 / 交易流水号', '摘要 / 关联业务编号', '对方户名 / 对方账号', '收入金额', '支出金额', '余额', '回单']);
    const row = within(table).getByRole('row', { name: /CCB2025061600000007/ });
    expect(row).toHaveTextContent('2025-06-16 10:30');
    expect(row).toHaveTextContent('3205****2001');
    expect(row).toHaveTextContent('CP2025061600000001');

    await user.click(screen.getByRole('combobox', { name: '收支方向' }));
    await user.click(await screen.findByRole('option', { name: '支出' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EXPORT_TEXT.queued);
    const asked = transport.calls.filter((c) => c.path === exportEndpoints.count.path).map((c) => c.body);
    expect(asked).toEqual([{ source: 'account-flows', filters: { accountId: 'A-C1-SPECIAL', direction: 'OUT' } }]);
  });
});

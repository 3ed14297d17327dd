import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { S1, S2, appRow, credit, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import TransferApprovePage from './transfer-approve-page';

const transfer = creditDetail('TRANSFER', {
  applicant: S1,
  counterparty: S2,
  contract: { contractId: 'CT-HT-2025-201', contractNo: 'HT-2025-201', name: '锻件毛坯采购合同' },
  credits: [{ credit: credit({ creditNo: 'XG2025011000000007', amount: '200000.00', status: 'TRANSFERRING' }), amount: '1234.56' }],
  amount: '1234.56',
  reason: '支付货款',
  actions: ['APPROVE', 'RETURN', 'REJECT'],
});

describe('转让拆分审批', () => {
  it('the director reads the split preview (child to the receiver, the rest kept) and signs it', async () => {
    const { user, sent } = renderCreditPage(TransferApprovePage, {
      at: '/credit/chain/transfer/split-approve',
      role: 'ROLE_DIRECTOR',
      server: {
        applications: { rows: [appRow({ appNo: transfer.appNo, bizType: 'TRANSFER' })], total: 1 },
        application: transfer,
        approve: { ...transfer, status: 'PENDING_CP_SIGN', actions: [] },
      },
    });
    await user.click(await within(await screen.findByRole('table', { name: '待审批的转让申请' })).findByRole('button', { name: '审批' }));
    const preview = await screen.findByRole('table', { name: '拆分预览' });
    const row = within(preview).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('200,000.00');
    expect(row).toHaveTextContent('1,234.56');
    expect(row).toHaveTextContent('198,765.44');
    expect(screen.getByText('HT-2025-201 锻件毛坯采购合同')).toBeInTheDocument();
    expect(screen.getByText(S2.corpName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' })).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(/^已同意申请/)).toBeInTheDocument();
    expect(sent('approve')).toEqual([expect.objectContaining({ creditList: [{ fkCredit: transfer.appNo }] })]);
  });
});

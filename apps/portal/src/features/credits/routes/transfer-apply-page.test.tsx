import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, RECEIVERS, S1, S2, credit, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import TransferApplyPage from './transfer-apply-page';

const A = credit({ creditNo: 'XG2025011000000007', amount: '200000.00', dueDate: '2025-06-20', holder: S1, status: 'HELD' });
const B = credit({ creditNo: 'XG2025061600000021', amount: '5000.00', dueDate: '2025-06-27', holder: S1, status: 'HELD' });
const server = (over = {}) => ({
  credits: { rows: [A, B], total: 2 },
  applications: { rows: [], total: 0 },
  transferReceivers: [RECEIVERS[1]],
  transferContracts: CONTRACTS,
  transferApply: creditDetail('TRANSFER'),
  ...over,
});
const at = '/credit/chain/transfer/apply';

describe('转让申请 (/credit/chain/transfer/apply)', () => {
  it('transfers part of one credit and all of another to a counterparty with a contract, the total in 大写', async () => {
    const { user, sent, keysOf } = renderCreditPage(TransferApplyPage, { at, server: server() });
    const picker = await screen.findByRole('table', { name: '可转让凭证' });
    expect(sent('credits')[0]).toMatchObject({ filters: { scope: 'transferable', productType: 'CREDIT' } });
    await user.click(await within(picker).findByRole('checkbox', { name: '选择 XG2025011000000007' }));
    await user.click(within(picker).getByRole('checkbox', { name: '选择 XG2025061600000021' }));
    const part = screen.getByRole('textbox', { name: 'XG2025011000000007的转让金额' });
    await user.clear(part);
    await user.type(part, '1234.56');
    const parts = screen.getByRole('table', { name: '转让金额明细' });
    expect(within(parts).getAllByRole('row')[1]).toHaveTextContent('198,765.44');
    expect(screen.getByRole('status', { name: '转让合计' })).toHaveTextContent('已选 2 笔，转让金额合计6,234.56元大写：陆仟贰佰叁拾肆元伍角陆分');
    await user.click(screen.getByRole('combobox', { name: '接收方' }));
    await user.click(await screen.findByRole('option', { name: S2.corpName }));
    expect(screen.getByRole('textbox', { name: '接收方账户' })).toHaveValue('32050161000000001201（中国建设银行徐州分行）');
    await user.click(screen.getByRole('combobox', { name: '合同' }));
    await user.click(await screen.findByRole('option', { name: /HT-2025-001/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交转让申请，等待主管复核')).toBeInTheDocument();
    expect(sent('transferApply')).toEqual([
      {
        productType: 'CREDIT',
        receiverCorpId: 'S2',
        contractId: 'K1',
        remark: '',
        lines: [
          { creditNo: 'XG2025011000000007', amount: '1234.56' },
          { creditNo: 'XG2025061600000021', amount: '5000.00' },
        ],
      },
    ]);
    expect(keysOf('transferApply')[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByRole('status', { name: '转让合计' })).toHaveTextContent('已选 0 笔'));
  });

  it('refuses a part above the credit with the spec’s message, and sends nothing without a receiver and a contract', async () => {
    const { user, sent } = renderCreditPage(TransferApplyPage, { at, server: server() });
    await user.click(await screen.findByRole('checkbox', { name: '选择 XG2025061600000021' }));
    const part = screen.getByRole('textbox', { name: 'XG2025061600000021的转让金额' });
    await user.clear(part);
    await user.type(part, '5000.01');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('转让金额不能超过凭证可用金额')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['转让金额不能超过凭证可用金额', '请选择接收方', '请选择合同']));
    expect(sent('transferApply')).toEqual([]);
  });

  it('自动分配 fills the parts the server allocated for the target; a shortfall is said in words', async () => {
    const { user, sent } = renderCreditPage(TransferApplyPage, { at, server: server({ transferAllocate: [{ credit: A, amount: '3000.00' }] }) });
    await user.type(await screen.findByRole('textbox', { name: '目标金额' }), '3000');
    await user.click(screen.getByRole('button', { name: '自动分配' }));
    expect(await screen.findByRole('textbox', { name: 'XG2025011000000007的转让金额' })).toHaveValue('3,000.00');
    expect(sent('transferAllocate')).toEqual([{ productType: 'CREDIT', target: '3000.00' }]);
    expect(screen.getByRole('status', { name: '转让合计' })).toHaveTextContent('3,000.00元');
    expect(within(screen.getByRole('table', { name: '可转让凭证' })).getByRole('checkbox', { name: '选择 XG2025011000000007' })).toBeChecked();
  });

  it('shows the server’s refusal of 自动分配', async () => {
    const { user } = renderCreditPage(TransferApplyPage, {
      at,
      server: server({ transferAllocate: () => new ApiError('LEDGER_RULE', '可转让凭证金额不足，无法自动分配', 200) }),
    });
    await user.type(await screen.findByRole('textbox', { name: '目标金额' }), '99999999');
    await user.click(screen.getByRole('button', { name: '自动分配' }));
    const alert = (await screen.findByText('自动分配失败')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('可转让凭证金额不足，无法自动分配');
  });
});

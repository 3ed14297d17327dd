import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credit, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import RecycleApplyPage from './recycle-apply-page';
import WithdrawApplyPage from './withdraw-apply-page';

const A = credit({ creditNo: 'XG2025061300000002', amount: '500000.00' });
const B = credit({ creditNo: 'XG2025061000000006', amount: '50000.00', holder: { corpId: 'S3', corpName: '宿迁示例五金加工厂' } });
const server = (over = {}) => ({
  credits: { rows: [A, B], total: 2 },
  applications: { rows: [], total: 0 },
  withdrawApply: creditDetail('WITHDRAW'),
  recycleApply: creditDetail('RECYCLE'),
  ...over,
});

describe('开立撤回申请 (/credit/core/issue/issue-black)', () => {
  it('picks credits still waiting to be signed for, totals them, and sends them with the reason', async () => {
    const { user, sent, keysOf } = renderCreditPage(WithdrawApplyPage, { at: '/credit/core/issue/issue-black', server: server() });
    const table = await screen.findByRole('table', { name: '可撤回凭证' });
    expect(sent('credits')[0]).toMatchObject({ filters: { scope: 'withdrawable', productType: 'CREDIT' }, sort: { field: 'dueDate', order: 'asc' } });
    await user.click(await within(table).findByRole('checkbox', { name: '选择 XG2025061300000002' }));
    await user.click(within(table).getByRole('checkbox', { name: '选择 XG2025061000000006' }));
    expect(screen.getByRole('status', { name: '已选凭证' })).toHaveTextContent('已选 2 笔，合计550,000.00元大写：伍拾伍万元整');
    await user.type(screen.getByRole('textbox', { name: '撤回原因' }), '合同取消');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交开立撤回申请，等待主管复核')).toBeInTheDocument();
    expect(sent('withdrawApply')).toEqual([{ creditNos: ['XG2025061300000002', 'XG2025061000000006'], reason: '合同取消' }]);
    expect(keysOf('withdrawApply')[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByRole('status', { name: '已选凭证' })).toHaveTextContent('已选 0 笔'));
  });

  it('refuses to send without credits or a reason', async () => {
    const { user, sent } = renderCreditPage(WithdrawApplyPage, { at: '/credit/core/issue/issue-black', server: server() });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写原因')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('凭证：请选择凭证');
    expect(sent('withdrawApply')).toEqual([]);
  });
});

describe('回收申请 (/credit/core/recycle/apply)', () => {
  it('picks credits the issuer holds and sends them with the reason', async () => {
    const held = credit({ creditNo: 'XG2025040100000008', amount: '60000.00', status: 'HELD', holder: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' } });
    const { user, sent } = renderCreditPage(RecycleApplyPage, { at: '/credit/core/recycle/apply', server: server({ credits: { rows: [held], total: 1 } }) });
    await user.click(await screen.findByRole('checkbox', { name: '选择 XG2025040100000008' }));
    await user.type(screen.getByRole('textbox', { name: '回收原因' }), '退回后注销');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交回收申请，等待主管审批')).toBeInTheDocument();
    expect(sent('credits')[0]).toMatchObject({ filters: { scope: 'recyclable' } });
    expect(sent('recycleApply')).toEqual([{ creditNos: ['XG2025040100000008'], reason: '退回后注销' }]);
  });
});

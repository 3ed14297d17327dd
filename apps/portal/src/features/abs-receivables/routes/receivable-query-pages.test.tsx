import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { C2, F1, aprDetail, receivable, renderAbs } from '../test/render-abs';
import { PayableQueryPage } from './payable-query-page';
import { ReceivableQueryPage } from './receivable-query-page';

const AP1 = receivable();
const DISPUTED = receivable({ receivableNo: 'ABR20250616000021', status: 'DISPUTED', statusLabel: '有异议', reason: '货物质量争议', amount: '120000.00' });
const CANCELLING = receivable({ receivableNo: 'ABR20250616000022', status: 'CANCELLING', statusLabel: '作废中', reason: '合同解除', amount: '80000.00' });
const POOLED = receivable({
  receivableNo: 'ABR20250520000003',
  status: 'POOLED',
  statusLabel: '已入池',
  amount: '800000.00',
  currentCreditor: F1,
  transferDate: '2025-05-20',
  price: '786000.00',
  zdRegNo: 'ZD2025052000000001',
  payConfirmed: true,
});
const page = (...rows: ReturnType<typeof receivable>[]) => ({ rows, total: rows.length });
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('应付账款查询 (/abs/core/index/payable-query)', () => {
  const AT = '/abs/core/index/payable-query';

  it('lists the payables with the asset facts stacked, searches on the server and opens one', async () => {
    const { user, sent } = renderAbs(PayableQueryPage, { at: AT, server: { 'abs.payables': page(AP1, POOLED) } });
    const table = await screen.findByRole('table', { name: '应付账款' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    expect(rowOf(table, 'ABR20250610000001')).toHaveTextContent('已确权');
    expect(rowOf(table, 'ABR20250610000001')).toHaveTextContent('确权 2025-06-10');
    const pooled = rowOf(table, 'ABR20250520000003');
    expect(pooled).toHaveTextContent(`当前债权人：${F1.corpName}`);
    expect(pooled).toHaveTextContent('转让 786,000.00元');
    expect(pooled).toHaveTextContent('中登 ZD2025052000000001');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), 'HT-ABS');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已确权' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sent('abs.payables').map((c) => c.body)).toContainEqual(expect.objectContaining({ filters: { keyword: 'HT-ABS', status: 'CONFIRMED' } })),
    );
    await user.click(within(table).getByRole('button', { name: 'ABR20250520000003' }));
    const detail = await screen.findByRole('dialog', { name: '应收账款详情 ABR20250520000003' });
    expect(detail).toHaveTextContent('中登登记编号ZD2025052000000001');
    expect(detail).toHaveTextContent('付款确认书已签署');
  });

  it('the operator’s 作废申请 on a confirmed payable sends the reason; a refusal stays in the dialog verbatim', async () => {
    const { user, sent } = renderAbs(PayableQueryPage, {
      at: AT,
      server: {
        'abs.payables': page(AP1, DISPUTED),
        'abs.cancelRequest': () => new ApiError('E', '应收账款当前状态为「作废中」，不能申请作废', 422),
      },
    });
    const table = await screen.findByRole('table', { name: '应付账款' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    expect(within(rowOf(table, 'ABR20250616000021')).queryByRole('button', { name: '作废' })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '作废申请' }));
    const dialog = await screen.findByRole('dialog', { name: '作废申请' });
    await user.click(within(dialog).getByRole('button', { name: '作废申请' }));
    expect(sent('abs.cancelRequest')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '作废申请原因' }), '合同解除');
    await user.click(within(dialog).getByRole('button', { name: '作废申请' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('应收账款当前状态为「作废中」，不能申请作废');
    expect(sent('abs.cancelRequest')[0]).toEqual({ path: '/v1/abs/receivables/ABR20250610000001/cancel-request', body: { reason: '合同解除' } });
  });

  it('the director voids a disputed payable (作废 with a reason); 查询 users have no actions', async () => {
    const { user, sent } = renderAbs(PayableQueryPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { 'abs.payables': page(AP1, DISPUTED), 'abs.voidDisputed': { ...DISPUTED, status: 'CANCELLED', statusLabel: '已作废' } },
    });
    const table = await screen.findByRole('table', { name: '应付账款' });
    await waitFor(() => expect(within(table).getByText('ABR20250616000021')).toBeInTheDocument());
    expect(within(rowOf(table, 'ABR20250610000001')).queryByRole('button', { name: '作废申请' })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, 'ABR20250616000021')).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('dialog', { name: '作废' });
    expect(dialog).toHaveTextContent('货物质量争议');
    await user.type(within(dialog).getByRole('textbox', { name: '作废原因' }), '双方确认作废');
    await user.click(within(dialog).getByRole('button', { name: '作废' }));
    expect(await screen.findByText('应收账款ABR20250616000021已作废')).toBeInTheDocument();
    expect(sent('abs.voidDisputed').map((c) => c.body)).toEqual([{ reason: '双方确认作废' }]);
  });

  it('says when there is nothing, and when the list cannot be read', async () => {
    renderAbs(PayableQueryPage, { at: AT, role: 'ROLE_QUERY', server: { 'abs.payables': page() } });
    expect(await screen.findByText('暂无应付账款')).toBeInTheDocument();
  });

  it('a failed read offers 重试', async () => {
    renderAbs(PayableQueryPage, { at: AT, server: { 'abs.payables': () => new ApiError('E', '服务暂不可用', 503) } });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});

describe('应收账款查询 (/abs/chain/index/receivable-query)', () => {
  const AT = '/abs/chain/index/receivable-query';
  const AP2 = receivable({
    receivableNo: 'ABR20250612000002',
    debtor: C2,
    status: 'PENDING_CONFIRM',
    statusLabel: '待确权',
    amount: '300000.00',
    confirmedDate: null,
  });

  it('the operator: 债务人 shown, 转让 links to ABS转让申请 with the number, 提出异议 sends the reason', async () => {
    const { user, sent, router } = renderAbs(ReceivableQueryPage, {
      at: AT,
      server: { 'abs.receivables': page(AP1, AP2), 'abs.dispute': { ...AP1, status: 'DISPUTED', statusLabel: '有异议' } },
    });
    const table = await screen.findByRole('table', { name: '应收账款' });
    await waitFor(() => expect(within(table).getByText('ABR20250610000001')).toBeInTheDocument());
    expect(rowOf(table, 'ABR20250612000002')).toHaveTextContent(C2.corpName);
    expect(within(rowOf(table, 'ABR20250612000002')).queryByRole('button', { name: '转让' })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '提出异议' }));
    const dialog = await screen.findByRole('dialog', { name: '提出异议' });
    await user.type(within(dialog).getByRole('textbox', { name: '提出异议原因' }), '货物质量争议');
    await user.click(within(dialog).getByRole('button', { name: '提出异议' }));
    expect(await screen.findByText('已对应收账款ABR20250610000001提出异议')).toBeInTheDocument();
    expect(sent('abs.dispute')[0]).toEqual({ path: '/v1/abs/receivables/ABR20250610000001/dispute', body: { reason: '货物质量争议' } });
    await user.click(within(rowOf(table, 'ABR20250610000001')).getByRole('button', { name: '转让' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/apply');
    expect(router.state.location.search).toBe('?receivableNo=ABR20250610000001');
  });

  it('the operator withdraws a dispute', async () => {
    const { user, sent } = renderAbs(ReceivableQueryPage, {
      at: AT,
      server: { 'abs.receivables': page(DISPUTED), 'abs.withdrawDispute': { ...DISPUTED, status: 'CONFIRMED', statusLabel: '已确权' } },
    });
    const table = await screen.findByRole('table', { name: '应收账款' });
    await user.click(await within(table).findByRole('button', { name: '撤回异议' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回异议' });
    await user.click(within(dialog).getByRole('button', { name: '撤回异议' }));
    expect(await screen.findByText('已撤回应收账款ABR20250616000021的异议')).toBeInTheDocument();
    expect(sent('abs.withdrawDispute').map((c) => c.path)).toEqual(['/v1/abs/receivables/ABR20250616000021/withdraw-dispute']);
  });

  it('the director: 同意作废 sends agree with the optional 意见; 拒绝作废 needs one', async () => {
    const { user, sent } = renderAbs(ReceivableQueryPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: {
        'abs.receivables': page(AP1, CANCELLING),
        'abs.cancelDecision': aprDetail({ appNo: 'APC20250616000001', bizType: 'ABS_CANCEL', status: 'COMPLETED', actions: [] }),
      },
    });
    const table = await screen.findByRole('table', { name: '应收账款' });
    await waitFor(() => expect(within(table).getByText('ABR20250616000022')).toBeInTheDocument());
    expect(within(rowOf(table, 'ABR20250610000001')).queryByRole('button', { name: '提出异议' })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, 'ABR20250616000022')).getByRole('button', { name: '拒绝作废' }));
    let dialog = await screen.findByRole('dialog', { name: '拒绝作废' });
    expect(dialog).toHaveTextContent('合同解除');
    await user.click(within(dialog).getByRole('button', { name: '拒绝作废' }));
    expect(sent('abs.cancelDecision')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(within(rowOf(table, 'ABR20250616000022')).getByRole('button', { name: '同意作废' }));
    dialog = await screen.findByRole('dialog', { name: '同意作废' });
    await user.click(within(dialog).getByRole('button', { name: '同意作废' }));
    expect(await screen.findByText('已同意作废应收账款ABR20250616000022')).toBeInTheDocument();
    expect(sent('abs.cancelDecision')).toEqual([{ path: '/v1/abs/receivables/ABR20250616000022/cancel-decision', body: { agree: true, comment: '' } }]);
  });
});

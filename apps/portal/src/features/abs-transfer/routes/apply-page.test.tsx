import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { ABT, AP1, AP1_PREVIEW, FACTORS, abtDetail, abtRow, receivable, renderAbsTransfer } from '../test/render-abs-transfer';
import { TransferApplyPage } from './apply-page';

const AT = '/abs/transfer/apply';
const AP6 = 'ABR20250616000006';
const page = (rows: unknown[]) => ({ rows, total: rows.length });
const server = (over: Record<string, unknown> = {}) => ({
  'abs.receivables': page([receivable(), receivable({ receivableNo: AP6, amount: '120000.00', dueDate: '2025-10-17' })]),
  'abs.transferFactors': FACTORS,
  'abs.transferPreview': AP1_PREVIEW,
  'abs.transferApply': abtDetail(),
  'credit.applications': page([]),
  ...over,
});

describe('ABS转让申请 (/abs/transfer/apply), the supplier’s operator', () => {
  it('preselects ?receivableNo=, takes the only 受让方, previews §18.4’s figures and submits the receivables and the factor', async () => {
    const { user, sent } = renderAbsTransfer(TransferApplyPage, { at: `${AT}?receivableNo=${AP1}`, server: server() });
    const picker = await screen.findByRole('table', { name: '已确权的应收账款' });
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: `选择 ${AP1}` })).toBeChecked());
    expect(within(picker).getByRole('checkbox', { name: `选择 ${AP6}` })).not.toBeChecked();
    expect(await screen.findByText(/报价：徐州示例重工集团有限公司：折扣方式 4.20%，服务费 0.10%/)).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '转让价款明细' });
    const row = within(lines).getByText(AP1).closest('tr') as HTMLElement;
    for (const text of ['179天', '折扣方式 4.20%', '10,441.67', '489,558.33', '500.00', '489,058.33', '年化成本 4.50%']) expect(row).toHaveTextContent(text);
    expect(sent('abs.transferPreview')).toContainEqual({ receivableNos: [AP1], fiCorpId: 'F1' });
    // The totals carry 大写.
    expect(screen.getByText(/肆拾捌万玖仟零伍拾捌元叁角叁分/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`转让申请${ABT}已提交`)).toBeInTheDocument();
    expect(sent('abs.transferApply')).toEqual([{ receivableNos: [AP1], fiCorpId: 'F1' }]);
    expect(screen.getByRole('link', { name: '查看申请详情' })).toHaveAttribute('href', `/abs/transfer/apply-detail?appNo=${ABT}`);
  });

  it('asks for a receivable before submitting, and picks more than one in the list’s order', async () => {
    const { user, sent } = renderAbsTransfer(TransferApplyPage, { at: AT, server: server() });
    const picker = await screen.findByRole('table', { name: '已确权的应收账款' });
    await waitFor(() => expect(within(picker).getByText(AP6)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择应收账款');
    expect(sent('abs.transferApply')).toEqual([]);
    await user.click(within(picker).getByRole('checkbox', { name: `选择 ${AP6}` }));
    await user.click(within(picker).getByRole('checkbox', { name: `选择 ${AP1}` }));
    await waitFor(() => expect(sent('abs.transferPreview')).toContainEqual({ receivableNos: [AP1, AP6], fiCorpId: 'F1' }));
  });

  it('shows the server’s refusal of the preview verbatim (未配置该债务人的转让报价)', async () => {
    renderAbsTransfer(TransferApplyPage, {
      at: `${AT}?receivableNo=${AP1}`,
      server: server({ 'abs.transferPreview': () => new ApiError('E', '未配置该债务人的转让报价', 200) }),
    });
    expect(await screen.findByText(/未配置该债务人的转让报价/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of the submit verbatim and stays on the form', async () => {
    const { user } = renderAbsTransfer(TransferApplyPage, {
      at: `${AT}?receivableNo=${AP1}`,
      server: server({ 'abs.transferApply': () => new ApiError('E', '该应收账款存在异议，不能转让', 200) }),
    });
    await screen.findByRole('table', { name: '转让价款明细' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(/该应收账款存在异议，不能转让/)).toBeInTheDocument();
    expect(screen.queryByText(`转让申请${ABT}已提交`)).not.toBeInTheDocument();
  });

  it('says when there is nothing to transfer, and when the receivables cannot be read', async () => {
    const first = renderAbsTransfer(TransferApplyPage, { at: AT, server: server({ 'abs.receivables': page([]), 'abs.transferFactors': [] }) });
    expect(await screen.findByText('暂无已确权的应收账款')).toBeInTheDocument();
    first.unmount();
    renderAbsTransfer(TransferApplyPage, { at: AT, server: server({ 'abs.receivables': () => new ApiError('E', '服务暂不可用', 500) }) });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });

  it('我的申请 lists the operator’s transfers, each opening 转让申请详情', async () => {
    const { user, sent } = renderAbsTransfer(TransferApplyPage, { at: `${AT}?tab=mine`, server: server({ 'credit.applications': page([abtRow()]) }) });
    const table = await screen.findByRole('table', { name: '我的转让申请' });
    await waitFor(() => expect(within(table).getByText(/受让方：中国建设银行股份有限公司徐州分行/)).toBeInTheDocument());
    expect(sent('credit.applications')).toContainEqual(expect.objectContaining({ filters: { scope: 'mine', bizType: 'ABS_TRANSFER' } }));
    await user.click(within(table).getByRole('button', { name: ABT }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/apply-detail');
  });

  it('?appNo= (a message, the home list) opens that transfer’s 转让申请详情', async () => {
    renderAbsTransfer(TransferApplyPage, { at: `${AT}?appNo=${ABT}`, server: server() });
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/abs/transfer/apply-detail');
  });

  it('says why a preselected receivable that is not 已确权 cannot be transferred (有异议, or any other state)', async () => {
    const receivables = (input: { body: { filters?: { status?: string } } }) =>
      input.body.filters?.status === 'CONFIRMED' ? page([]) : page([receivable({ status: 'DISPUTED', statusLabel: '有异议' })]);
    const first = renderAbsTransfer(TransferApplyPage, { at: `${AT}?receivableNo=${AP1}`, server: server({ 'abs.receivables': receivables }) });
    expect(await screen.findByText('该应收账款存在异议，不能转让', { exact: false })).toBeInTheDocument();
    first.unmount();
    const other = (input: { body: { filters?: { status?: string } } }) =>
      input.body.filters?.status === 'CONFIRMED' ? page([]) : page([receivable({ status: 'TRANSFERRING', statusLabel: '转让中' })]);
    renderAbsTransfer(TransferApplyPage, { at: `${AT}?receivableNo=${AP1}`, server: server({ 'abs.receivables': other }) });
    expect(await screen.findByText('仅已确权的应收账款可转让', { exact: false })).toBeInTheDocument();
  });
});

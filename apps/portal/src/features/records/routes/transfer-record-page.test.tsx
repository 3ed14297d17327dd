import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { voucherDebitEndpoints } from '@scf/api/contract';
import type { FlowRecord } from '@scf/api/contract';
import { CR1, CR1_A, CR1_A_CREDIT, CR1_A_FLOW, CR1_A_FLOW_RECORDS, CR1_A_RECORDS } from '../test/record-fixtures';
import { renderRecordPage } from '../test/render-record-page';
import TransferRecordPage from './transfer-record-page';

describe('流转记录 (domain.md §4.5)', () => {
  it('shows the credit, the tree of its root with it marked, and the timeline of its steps', async () => {
    renderRecordPage(TransferRecordPage, { at: `/transfer-record?creditNo=${CR1_A}`, server: { flow: CR1_A_FLOW, flowRecords: CR1_A_FLOW_RECORDS } });
    const tree = await screen.findByRole('list', { name: '凭证拆分树' });
    const current = within(tree)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'true')!;
    expect(current).toHaveTextContent(`${CR1_A}当前`);
    expect(current).toHaveTextContent('苏州示例钢材贸易有限公司');
    expect(current).toHaveTextContent('300,000.00元');
    expect(current).toHaveTextContent('转让中');
    expect(within(tree).getByRole('link', { name: CR1 })).toHaveAttribute('href', `/transfer-record?creditNo=${CR1}`);
    expect(within(tree).getByText('已融资')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: '凭证信息' });
    expect(within(info).getByText('大写：叁拾万元整')).toBeInTheDocument();
    expect(within(info).getByText('转让 TRF20250610000009')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '凭证签章页' })).toHaveAttribute('href', `/cv3/credit/sign-html?creditNo=${CR1_A}`);

    const steps = within(screen.getByRole('region', { name: '流转明细' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('2025-04-10 11:00');
    expect(steps[1]).toHaveTextContent('同意');
    expect(steps[1]).toHaveTextContent('企业：苏州示例钢材贸易有限公司');
    expect(steps[1]).toHaveTextContent('操作人：孙主管（s2_dir）');
    expect(steps[1]).toHaveTextContent('角色：主管');
    expect(steps[1]).toHaveTextContent('金额：300,000.00元');
    expect(steps[1]).toHaveTextContent('意见：同意签收');
  });

  it('shows 覆盖率 on a live 支付通 the corporation holds (domain-lines.md §17.4), not on one it does not', async () => {
    const voucher = {
      ...CR1_A_CREDIT,
      productType: 'VOUCHER' as const,
      status: 'HELD' as const,
      lockedBy: null,
      holder: { corpId: 'C1', corpName: '徐工集团' },
    };
    const coverage = { [voucherDebitEndpoints.coverage.path]: { dueDate: '2025-09-05', coverage: 83 } };
    const held = renderRecordPage(TransferRecordPage, {
      at: `/transfer-record?creditNo=${CR1_A}`,
      server: { flow: { ...CR1_A_FLOW, credit: voucher }, flowRecords: CR1_A_FLOW_RECORDS },
      paths: coverage,
    });
    const info = await screen.findByRole('region', { name: '凭证信息' });
    expect(await within(info).findByText('83%')).toBeInTheDocument();
    expect(held.transport.calls.filter((c) => c.path === voucherDebitEndpoints.coverage.path)).toHaveLength(1);
    held.unmount();
    const other = renderRecordPage(TransferRecordPage, {
      at: `/transfer-record?creditNo=${CR1_A}`,
      server: { flow: { ...CR1_A_FLOW, credit: { ...voucher, holder: CR1_A_CREDIT.holder } }, flowRecords: CR1_A_FLOW_RECORDS },
      paths: coverage,
    });
    await screen.findByRole('region', { name: '凭证信息' });
    expect(screen.queryByText('覆盖率')).not.toBeInTheDocument();
    expect(other.transport.calls.filter((c) => c.path === voucherDebitEndpoints.coverage.path)).toHaveLength(0);
  });

  it('pages a busy tree’s steps on the server and shows the newest first on request', async () => {
    // 45 steps: the server answers the page asked for, in the order asked for.
    const many: FlowRecord[] = Array.from({ length: 45 }, (_, i) => ({
      ...CR1_A_RECORDS[0]!,
      at: new Date(Date.UTC(2025, 3, 1, 0, i)).toISOString(),
      comment: `第${i + 1}步`,
    }));
    const flowRecords = ({ body }: { body?: unknown }) => {
      const { page, size, sort } = body as { page: number; size: number; sort?: { order: 'asc' | 'desc' } };
      const ordered = sort?.order === 'desc' ? [...many].reverse() : many;
      return { rows: ordered.slice((page - 1) * size, page * size), total: many.length };
    };
    const { user, sent } = renderRecordPage(TransferRecordPage, { at: `/transfer-record?creditNo=${CR1_A}`, server: { flow: CR1_A_FLOW, flowRecords } });
    const region = await screen.findByRole('region', { name: '流转明细' });
    // The timeline is the region's first list (the pagination's page buttons are the second).
    const steps = () => within(within(region).getAllByRole('list')[0]!).getAllByRole('listitem');
    await waitFor(() => expect(steps()).toHaveLength(20));
    expect(steps()[0]).toHaveTextContent('意见：第1步');
    expect(sent(`/v1/credits/${CR1_A}/flow/records`)[0]).toEqual({ page: 1, size: 20 });

    const pages = within(region).getByRole('navigation', { name: '流转明细分页' });
    expect(pages).toHaveTextContent('共 45 条');
    await user.click(within(pages).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(steps()).toHaveLength(5));
    expect(steps()[0]).toHaveTextContent('意见：第41步');

    await user.click(within(region).getByRole('button', { name: '最新在前' }));
    await waitFor(() => expect(steps()[0]).toHaveTextContent('意见：第5步'));
    expect(sent(`/v1/credits/${CR1_A}/flow/records`).at(-1)).toEqual({ page: 3, size: 20, sort: { field: 'at', order: 'desc' } });
    expect(within(region).getByRole('button', { name: '按时间正序' })).toBeInTheDocument();
  });

  it('lists the corporation’s credits to pick one, searchable by 凭证编号', async () => {
    const { user, sent } = renderRecordPage(TransferRecordPage, { at: '/transfer-record', server: { credits: { rows: [CR1_A_CREDIT], total: 1 } } });
    const table = await screen.findByRole('table', { name: '凭证列表' });
    expect(await within(table).findByRole('link', { name: CR1_A })).toHaveAttribute('href', `/transfer-record?creditNo=${CR1_A}`);
    expect(sent('/v1/credits/list')[0]).toMatchObject({ page: 1, filters: { scope: 'all' } });
    await user.type(screen.getByRole('textbox', { name: '凭证编号' }), '2025041');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(sent('/v1/credits/list').at(-1)).toMatchObject({ page: 1, filters: { scope: 'all', creditNo: '2025041' } }));
  });

  it('says so for a malformed number', async () => {
    renderRecordPage(TransferRecordPage, { at: '/transfer-record?creditNo=abc' });
    expect(await screen.findByText('凭证编号格式不正确')).toBeInTheDocument();
  });

  it('offers 重试 when the flow cannot be read', async () => {
    renderRecordPage(TransferRecordPage, { at: `/transfer-record?creditNo=${CR1_A}`, server: { flow: new Error('凭证不存在') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('流转记录加载失败：凭证不存在');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

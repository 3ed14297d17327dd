import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { CreditHome } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { CHAIN_OPERATOR_HOME, CORE_DIRECTOR_HOME, CORE_OPERATOR_HOME, CORE_QUERY_HOME } from '../test/home-fixtures';
import HomePage from './home-page';

const EMPTY: CreditHome = { tiles: [], queue: [], toSign: [], toSignTotal: 0, dueSoon: [], recent: [] };

function renderHome(at: string, answer: unknown, permissions: readonly string[] = []) {
  const transport = createMockTransport({ [creditEndpoints.home.path]: answer });
  const view = renderScreen(HomePage, { at, client: transport, auth: testAuth({ permissions }) });
  return { ...view, transport };
}

const table = (name: string) => screen.getByRole('table', { name });

describe('role homes (domain.md §12)', () => {
  it('asks for the side and product of the path and shows the tiles with formatted amounts and links', async () => {
    const { transport } = renderHome('/credit/core/index/operator', CORE_OPERATOR_HOME, ['/my/limit/query', '/credit/core/issue/issue']);
    expect(await screen.findByRole('heading', { name: '可用额度' })).toBeInTheDocument();
    expect(transport.calls.find((c) => c.path === creditEndpoints.home.path)?.body).toEqual({ productType: 'CREDIT', side: 'core' });
    const available = screen.getByRole('link', { name: /可用额度/ });
    expect(available).toHaveAttribute('href', '/cv3/my/limit/query');
    expect(available).toHaveTextContent('22,640,000.00元');
    expect(available).toHaveTextContent('总额度 50,000,000.00');
    // A tile the role may not open is no link.
    expect(screen.getByRole('heading', { name: '本年已开立' }).closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /草稿与退回/ })).toHaveTextContent('2笔');
  });

  it('lists the operator’s drafts and returned applications with their 状态, each opening where it is edited', async () => {
    renderHome('/credit/core/index/operator', CORE_OPERATOR_HOME, ['/credit/core/issue/issue', '/my/limit/distribute-query']);
    const queue = await screen.findByRole('table', { name: '草稿与退回' });
    expect(within(queue).getByRole('link', { name: 'ISS20250616000011' })).toHaveAttribute('href', '/credit/core/issue/issue?appNo=ISS20250616000011');
    expect(within(queue).getByText('待提交')).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'LMT20250616000012' })).toHaveAttribute('href', '/my/limit/distribute-query?appNo=LMT20250616000012');
    expect(within(queue).getByText('已退回')).toBeInTheDocument();
    // The core follows what its receivers have not signed yet, and the next due dates.
    expect(within(table('待对方签收')).getByRole('link', { name: 'XG2025061000000006' })).toHaveAttribute(
      'href',
      '/transfer-record?creditNo=XG2025061000000006',
    );
    const due = table('即将到期');
    expect(within(due).getByText('200,000.00元')).toBeInTheDocument();
    expect(within(due).getByText('2025-06-20')).toBeInTheDocument();
    expect(within(due).getByText('持有中')).toBeInTheDocument();
  });

  it('links each item of the director’s queue to where it is approved', async () => {
    const granted = ['/credit/core/issue/issue-review', '/credit/core/issue/issue-black-review', '/credit/core/recycle/approve', '/my/limit/approve'];
    renderHome('/credit/core/index/director', CORE_DIRECTOR_HOME, granted);
    const queue = await screen.findByRole('table', { name: '待审批' });
    expect(
      within(queue)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['业务类型', '申请编号', '申请方', '金额', '提交时间']);
    const href = (appNo: string) => within(queue).getByRole('link', { name: appNo }).getAttribute('href');
    expect(href('ISS20250616000003')).toBe('/credit/core/issue/issue-review?appNo=ISS20250616000003');
    expect(href('LMT20250616000002')).toBe('/my/limit/approve?appNo=LMT20250616000002');
    expect(href('WDR20250616000006')).toBe('/credit/core/issue/issue-black-review?appNo=WDR20250616000006');
    expect(href('RCY20250616000007')).toBe('/credit/core/recycle/approve?appNo=RCY20250616000007');
    expect(within(queue).getByText('5,000,000.00元')).toBeInTheDocument();
    expect(within(queue).getAllByText('2025-06-16 09:30')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: '待签名金额' }).parentElement).toHaveTextContent('5,900,000.00元');
  });

  it('sends the chain to 签收/拒签 on the todo page, for the voucher twin too', async () => {
    const voucherCredit = { ...CHAIN_OPERATOR_HOME.toSign[0]!, creditNo: 'XV2025061300000009', productType: 'VOUCHER' as const };
    const { transport } = renderHome('/voucher/chain/index/operator', { ...CHAIN_OPERATOR_HOME, toSign: [voucherCredit] });
    const toSign = await screen.findByRole('table', { name: '待签收凭证' });
    expect(within(toSign).getByRole('link', { name: '签收/拒签 XV2025061300000009' })).toHaveAttribute('href', '/voucher/todo?creditNo=XV2025061300000009');
    expect(transport.calls.find((c) => c.path === creditEndpoints.home.path)?.body).toEqual({ productType: 'VOUCHER', side: 'chain' });
    for (const title of ['持有金额', '待签收', '本月到期']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  // Issue 28 item 11: the home showed 10 of 145 credits to sign for, with no way to the rest.
  it('offers 查看全部 (共 N 笔) when 待签收 shows only the latest of them, and none when it shows all', async () => {
    renderHome('/credit/chain/index/operator', { ...CHAIN_OPERATOR_HOME, toSignTotal: 145 });
    await screen.findByRole('table', { name: '待签收凭证' });
    expect(screen.getByRole('link', { name: '查看全部待签收凭证（共145笔）' })).toHaveAttribute('href', '/credit/todo');
  });

  it('has no 查看全部 when 待签收 shows every credit', async () => {
    renderHome('/credit/chain/index/operator', CHAIN_OPERATOR_HOME);
    await screen.findByRole('table', { name: '待签收凭证' });
    expect(screen.queryByRole('link', { name: /查看全部/ })).toBeNull();
  });

  it('shows the latest flow records on a query home', async () => {
    renderHome('/credit/core/index/query', CORE_QUERY_HOME);
    const recent = await screen.findByRole('table', { name: '最新流转记录' });
    expect(within(recent).getByRole('link', { name: 'XG2025061300000002' })).toHaveAttribute('href', '/transfer-record?creditNo=XG2025061300000002');
    expect(within(recent).getByText('同意')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '草稿与退回' })).not.toBeInTheDocument();
  });

  it('says 暂无待办 when the queue is empty', async () => {
    renderHome('/credit/chain/index/director', EMPTY);
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
  });

  it('shows a failure with 重试, which asks again', async () => {
    let calls = 0;
    const { user } = renderHome('/credit/core/index/operator', () => (++calls === 1 ? new Error('网络异常，请稍后重试') : CORE_OPERATOR_HOME));
    expect(await screen.findByRole('alert')).toHaveTextContent('首页数据加载失败：网络异常，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '可用额度' })).toBeInTheDocument());
  });
});

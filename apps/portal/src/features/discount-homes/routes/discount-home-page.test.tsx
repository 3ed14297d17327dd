import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discountHomeEndpoints } from '@scf/api/contract';
import type { ApplicationRow, DiscountHome, DiscountMaturity, DiscountTodo } from '@scf/api/contract';
import { C1, F1, S1, S2, applicationRowFixture } from '@scf/finance-widgets/fixtures';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import DiscountHomePage from './discount-home-page';

const BAB1 = '810530300001720250606000000001';
const BAB2 = '810530300001720250612000000002';
const BAB4 = '810530300001720250530000000004';

const todo = (over: Partial<ApplicationRow> & Pick<ApplicationRow, 'appNo' | 'bizType'>, link: string | null): DiscountTodo => ({
  ...applicationRowFixture(over),
  link,
});
const maturity = (packageNo: string, amount: string, dueDate: string, daysLeft: number, over: Partial<DiscountMaturity> = {}): DiscountMaturity => ({
  packageNo,
  drawer: C1,
  payee: S1,
  amount,
  dueDate,
  daysLeft,
  status: 'ISSUED',
  ...over,
});

/** C1's operator on the seed of §13.12 with BAB…03 returned to it. */
const CORE_OPERATOR: DiscountHome = {
  side: 'core',
  tiles: [
    { key: 'lineTotal', title: '承兑额度', kind: 'amount', value: '20000000.00', note: '共 1 笔额度', link: null },
    { key: 'lineUsed', title: '已用额度', kind: 'amount', value: '1400000.00', note: null, link: '/discount/core/bab/query' },
    { key: 'lineFrozen', title: '冻结额度', kind: 'amount', value: '140000.00', note: null, link: '/discount/core/bab/query' },
    { key: 'lineAvailable', title: '可用额度', kind: 'amount', value: '18460000.00', note: null, link: '/discount/core/bab/apply' },
    { key: 'issued', title: '已出票', kind: 'amount', value: '2000000.00', note: '共 3 张', link: '/discount/core/bab/query' },
    { key: 'toDeliver', title: '待提示收票', kind: 'amount', value: '0.00', note: '共 0 张', link: '/discount/core/bab/submit' },
    { key: 'marginFrozen', title: '保证金', kind: 'amount', value: '600000.00', note: '保证金账户冻结', link: null },
  ],
  todos: [],
  todoTotal: 0,
  drafts: [
    todo(
      { appNo: 'BAB20250616000003', bizType: 'BAB_ISSUE', status: 'RETURNED', applicant: C1, counterparty: F1, amount: '200000.00' },
      '/discount/core/bab/apply?appNo=BAB20250616000003',
    ),
  ],
  maturities: [
    maturity(BAB4, '300000.00', '2025-08-29', 74),
    maturity(BAB1, '1200000.00', '2025-10-04', 110),
    maturity(BAB2, '500000.00', '2025-12-12', 179, { payee: S2, status: 'PENDING_RECEIVE' }),
  ],
};

const CORE_DIRECTOR: DiscountHome = {
  ...CORE_OPERATOR,
  todos: [
    todo(
      { appNo: 'BAB20250616000003', bizType: 'BAB_ISSUE', status: 'PENDING_REVIEW', applicant: C1, counterparty: F1, amount: '200000.00' },
      '/discount/core/bab/approve?appNo=BAB20250616000003',
    ),
    todo({ appNo: 'BPS20250616000001', bizType: 'BAB_DELIVER', status: 'PENDING_REVIEW', applicant: C1, counterparty: S2, amount: '500000.00' }, null),
  ],
  todoTotal: 12,
  drafts: [],
};

const CHAIN_OPERATOR: DiscountHome = {
  side: 'chain',
  tiles: [
    { key: 'held', title: '持有票据', kind: 'amount', value: '1500000.00', note: '共 2 张', link: '/discount/chain/bill/query' },
    { key: 'discountable', title: '可贴现金额', kind: 'amount', value: '1200000.00', note: '共 1 张', link: '/discount/chain/apply' },
    { key: 'discounting', title: '贴现中', kind: 'amount', value: '300000.00', note: '共 1 张', link: '/discount/chain/query' },
    { key: 'discounted', title: '已贴现', kind: 'amount', value: '0.00', note: '共 0 张', link: '/discount/chain/query' },
    { key: 'toReceive', title: '待签收', kind: 'amount', value: '0.00', note: '共 0 张', link: '/discount/chain/bill/receive' },
  ],
  todos: [],
  todoTotal: 0,
  drafts: [],
  maturities: [maturity(BAB4, '300000.00', '2025-08-29', 74), maturity(BAB1, '1200000.00', '2025-10-04', 110)],
};

const FI: DiscountHome = {
  side: 'fi',
  tiles: [
    { key: 'babPending', title: '待承兑审批', kind: 'count', value: '0', note: '0.00 元', link: '/discount/fi/bab-approve' },
    { key: 'discountPending', title: '待贴现审批', kind: 'count', value: '1', note: '300000.00 元', link: '/discount/fi/discount-approve' },
    { key: 'accepted', title: '承兑余额', kind: 'amount', value: '2000000.00', note: '共 3 张', link: '/discount/fi/query' },
    { key: 'discountHeld', title: '贴现持有余额', kind: 'amount', value: '0.00', note: '共 0 张', link: '/discount/fi/query' },
  ],
  todos: [
    todo(
      { appNo: 'DSB20250616000001', bizType: 'DISCOUNT_BATCH', status: 'PENDING_FI', applicant: S1, counterparty: F1, amount: '300000.00' },
      '/discount/fi/discount-approve?appNo=DSB20250616000001',
    ),
  ],
  todoTotal: 1,
  drafts: [],
  maturities: [maturity(BAB4, '300000.00', '2025-08-29', 74)],
};

const CORE_OPERATOR_PAGES = [
  '/discount/core/index/operator',
  '/discount/core/bab/apply',
  '/discount/core/bab/submit',
  '/discount/core/bab/revoke',
  '/discount/core/bab/query',
  '/discount/core/interest/confirm',
  '/discount/core/maturity/query',
  '/discount/bill/detail',
];
const CHAIN_OPERATOR_PAGES = [
  '/discount/chain/index/operator',
  '/discount/chain/bill/receive',
  '/discount/chain/bill/query',
  '/discount/chain/apply',
  '/discount/chain/query',
  '/discount/bill/detail',
];
const FI_PAGES = ['/discount/fi/index', '/discount/fi/bab-approve', '/discount/fi/discount-approve', '/discount/fi/query', '/discount/bill/detail'];

function renderHome(at: string, answer: unknown, permissions: readonly string[] = [], role = 'ROLE_OPERATOR') {
  const transport = createMockTransport({ [discountHomeEndpoints.home.path]: answer });
  const view = renderScreen(DiscountHomePage, { at, client: transport, auth: testAuth({ permissions, role: role as never }) });
  return { ...view, transport };
}
const asked = (transport: ReturnType<typeof createMockTransport>) => transport.calls.find((c) => c.path === discountHomeEndpoints.home.path)?.body;
const quick = () => within(screen.getByRole('navigation', { name: '快捷入口' }));

describe('票据贴现 homes (domain-lines.md §20.2)', () => {
  it('core operator: asks for the core’s home, shows LB1’s figures with links, 快捷入口 to its pages', async () => {
    const { transport } = renderHome('/discount/core/index/operator', CORE_OPERATOR, CORE_OPERATOR_PAGES);
    expect(await screen.findByRole('heading', { name: '承兑额度' })).toBeInTheDocument();
    expect(asked(transport)).toEqual({ side: 'core' });
    expect(screen.getByRole('heading', { name: '承兑额度' }).parentElement).toHaveTextContent('20,000,000.00元');
    const available = screen.getByRole('link', { name: /可用额度/ });
    expect(available).toHaveAttribute('href', '/cv3/discount/core/bab/apply');
    expect(available).toHaveTextContent('18,460,000.00元');
    expect(screen.getByRole('link', { name: /已出票/ })).toHaveTextContent('共 3 张');
    expect(screen.getByRole('link', { name: /待提示收票/ })).toHaveAttribute('href', '/cv3/discount/core/bab/submit');
    expect(screen.getByRole('heading', { name: '保证金' }).closest('a')).toBeNull();
    expect(
      quick()
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['银承出票申请', '/discount/core/bab/apply'],
      ['提示收票', '/discount/core/bab/submit'],
      ['撤票申请', '/discount/core/bab/revoke'],
      ['银承查询', '/discount/core/bab/query'],
      ['买方付息确认', '/discount/core/interest/confirm'],
      ['到期付款查询', '/discount/core/maturity/query'],
    ]);
  });

  it('core operator: 草稿与退回 opens where the application is edited; 即将到期 opens 票据详情 with the days left', async () => {
    renderHome('/discount/core/index/operator', CORE_OPERATOR, CORE_OPERATOR_PAGES);
    const drafts = await screen.findByRole('table', { name: '草稿与退回' });
    expect(within(drafts).getByRole('link', { name: 'BAB20250616000003' })).toHaveAttribute('href', '/discount/core/bab/apply?appNo=BAB20250616000003');
    expect(within(drafts).getByText('银承出票')).toBeInTheDocument();
    expect(within(drafts).getByText('已退回')).toBeInTheDocument();
    expect(screen.getByText('暂无待办')).toBeInTheDocument();
    const due = screen.getByRole('table', { name: '即将到期' });
    expect(within(due).getByRole('link', { name: BAB4 })).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB4}`);
    expect(within(due).getByText('74 天后到期')).toBeInTheDocument();
    expect(within(due).getByText('2025-08-29')).toBeInTheDocument();
    expect(within(due).getByText('待签收')).toBeInTheDocument();
    expect(within(due).getByText('收票人：苏州示例钢材贸易有限公司')).toBeInTheDocument();
    expect(within(due).getByText('1,200,000.00元')).toBeInTheDocument();
  });

  it('core director: 待办事项 link to where each is signed, says how many wait in all, and no 草稿与退回', async () => {
    const pages = ['/discount/core/index/director', '/discount/core/bab/approve', '/discount/core/bab/submit', '/discount/core/bab/query'];
    renderHome('/discount/core/index/director', CORE_DIRECTOR, pages, 'ROLE_DIRECTOR');
    const todos = await screen.findByRole('table', { name: '待办事项' });
    expect(within(todos).getByRole('link', { name: 'BAB20250616000003' })).toHaveAttribute('href', '/discount/core/bab/approve?appNo=BAB20250616000003');
    // A step whose page the role is not granted is no link.
    expect(within(todos).getByText('BPS20250616000001').closest('a')).toBeNull();
    expect(screen.getByText('共 12 笔，显示最新 2 笔')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '草稿与退回' })).toBeNull();
    expect(
      quick()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['银承出票复核', '提示收票', '银承查询']);
  });

  it('core query: the figures and maturities, no 待办', async () => {
    renderHome('/discount/core/index/query', { ...CORE_OPERATOR, drafts: [] }, ['/discount/core/index/query', '/discount/core/bab/query'], 'ROLE_QUERY');
    await screen.findByRole('table', { name: '即将到期' });
    expect(screen.queryByRole('table', { name: '待办事项' })).toBeNull();
    expect(screen.queryByRole('table', { name: '草稿与退回' })).toBeNull();
    // 票据详情 is not granted here: the number is plain text.
    expect(screen.getByText(BAB1).closest('a')).toBeNull();
  });

  it('supplier operator: asks for the chain’s home, shows 持有票据 / 可贴现金额 / 贴现中 / 已贴现 and links to 贴现申请', async () => {
    const { transport, user } = renderHome('/discount/chain/index/operator', CHAIN_OPERATOR, CHAIN_OPERATOR_PAGES);
    expect(await screen.findByRole('heading', { name: '持有票据' })).toBeInTheDocument();
    expect(asked(transport)).toEqual({ side: 'chain' });
    for (const title of ['可贴现金额', '贴现中', '已贴现', '待签收']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /可贴现金额/ })).toHaveAttribute('href', '/cv3/discount/chain/apply');
    expect(screen.getByRole('columnheader', { name: '持有金额' })).toBeInTheDocument();
    expect(
      quick()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['票据签收', '我的票据', '贴现申请', '贴现查询']);
    await user.click(quick().getByRole('link', { name: '贴现申请' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/discount/chain/apply');
  });

  it('bank: asks for the bank’s home, shows 待承兑审批 / 待贴现审批 / 承兑余额 / 贴现持有余额 and the discount waiting', async () => {
    const { transport } = renderHome('/discount/fi/index', FI, FI_PAGES, 'ROLE_CLIENT_MANAGER');
    expect(await screen.findByRole('heading', { name: '待承兑审批' })).toBeInTheDocument();
    expect(asked(transport)).toEqual({ side: 'fi' });
    expect(screen.getByRole('link', { name: /待贴现审批/ })).toHaveAttribute('href', '/cv3/discount/fi/discount-approve');
    expect(screen.getByRole('link', { name: /承兑余额/ })).toHaveTextContent('2,000,000.00元');
    const todos = screen.getByRole('table', { name: '待办事项' });
    expect(within(todos).getByRole('link', { name: 'DSB20250616000001' })).toHaveAttribute('href', '/discount/fi/discount-approve?appNo=DSB20250616000001');
    expect(
      quick()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['承兑审批', '贴现审批', '票据业务查询']);
  });

  it('says 暂无待办 and 暂无即将到期的票据 when there is nothing', async () => {
    renderHome('/discount/chain/index/director', { ...CHAIN_OPERATOR, maturities: [] }, [], 'ROLE_DIRECTOR');
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(screen.getByText('暂无即将到期的票据')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
  });

  it('shows 正在加载首页 while loading, then a failure with 重试, which asks again', async () => {
    let calls = 0;
    const { user } = renderHome(
      '/discount/core/index/operator',
      () => (++calls === 1 ? new Error('网络异常，请稍后重试') : CORE_OPERATOR),
      CORE_OPERATOR_PAGES,
    );
    expect(screen.getByLabelText('正在加载首页')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('首页数据加载失败：网络异常，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '承兑额度' })).toBeInTheDocument());
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import type { EdtFinance, EdtOrder } from '@scf/api/contract';
import { C1, DIRECTOR_PATHS, F1, S1, access, line, renderEdtPage } from '../test/render-edt-page';
import { COUNTERPARTIES, selfCheck } from '../test/options';
import { EdtHomePage } from './index';

const order = (over: Partial<EdtOrder>): EdtOrder => ({
  orderId: 'EO20250616000001',
  orderNo: 'PO-2025-001',
  core: C1,
  supplier: S1,
  amount: '300000.00',
  orderDate: '2025-06-01',
  deliveryDate: '2025-07-01',
  paymentDate: '2025-09-15',
  settlement: 'CREDIT_SALE',
  source: 'CORE_PUSH',
  status: 'CONFIRMED',
  confirmedAmount: '300000.00',
  collectAccount: null,
  confirmAppNo: null,
  financedAmount: '0.00',
  financingBalance: '0.00',
  items: [],
  ...over,
});
const ORDERS = [
  order({}),
  order({
    orderId: 'EO20250616000002',
    orderNo: 'PO-2025-002',
    amount: '500000.00',
    confirmedAmount: '500000.00',
    status: 'FINANCED',
    financedAmount: '350000.00',
    financingBalance: '350000.00',
  }),
  order({ orderId: 'EO20250616000003', orderNo: 'PO-2025-003', status: 'UNCONFIRMED', confirmedAmount: null }),
  order({ orderId: 'EO20250616000004', orderNo: 'PO-2025-004', status: 'UNCONFIRMED', confirmedAmount: null }),
];
const loan = (appNo: string, principal: string, dueDate: string): EdtFinance => ({
  appNo,
  status: 'COMPLETED',
  orderId: 'EO20250616000002',
  orderNo: 'PO-2025-002',
  supplier: S1,
  fi: F1,
  amount: principal,
  annualRate: '3.80%',
  dueDate,
  plan: null,
  payMode: 'SELF',
  payee: null,
  materials: [],
  loan: {
    loanNo: `LN${appNo.slice(3)}`,
    principal,
    fee: '0.00',
    disbursed: principal,
    valueDate: '2025-05-20',
    dueDate,
    status: 'OPEN',
    repaidPrincipal: '0.00',
  },
});
const FINANCES = [loan('EFA20250520000001', '100000.00', '2025-06-30'), loan('EFA20250520000002', '250000.00', '2025-09-15')];

const tile = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('订单融资首页 (/edt/chain/index/index)', () => {
  const server = {
    'counterparty.page': COUNTERPARTIES,
    'edt.accesses': [access()],
    'edt.lines': [line()],
    'edt.orders': ORDERS,
    'edt.finances': FINANCES,
  } as const;

  it('shows the tiles from the accesses, lines, orders and financings (§19.6: PO-2025-001’s cap 210 000.00)', async () => {
    renderEdtPage(EdtHomePage, { at: '/edt/chain/index/index', server: { ...server, 'edt.selfCheck': selfCheck({}, access()) }, openedEdt: ['C1'] });
    const tiles = await screen.findByRole('group', { name: '业务概览' });
    expect(
      within(tiles)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['准入状态', '授信额度', '可用额度', '待确认订单', '可融资订单金额', '融资余额', '本月到期']);
    expect(tile('准入状态')).toHaveTextContent('准入成功');
    expect(tile('授信额度')).toHaveTextContent('2,000,000.00元');
    expect(tile('可用额度')).toHaveTextContent('1,475,000.00元');
    expect(tile('待确认订单')).toHaveTextContent('2笔');
    // PO-2025-001: 300 000.00 × 70 % = 210 000.00; PO-2025-002 has used its 350 000.00 already.
    expect(tile('可融资订单金额')).toHaveTextContent('210,000.00元');
    expect(tile('融资余额')).toHaveTextContent('350,000.00元');
    expect(tile('本月到期')).toHaveTextContent('100,000.00元共 1 笔');
  });

  it('lists 准入自检 for the core that opened e订通 first: each check ✓, the access in force, no 去签约', async () => {
    const { sent } = renderEdtPage(EdtHomePage, {
      at: '/edt/chain/index/index',
      server: { ...server, 'edt.selfCheck': selfCheck({}, access()) },
      openedEdt: ['C1'],
    });
    const checks = await screen.findByRole('list', { name: '准入条件' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      '贵企业已开通e订通：已满足',
      '核心企业已开通e订通：已满足',
      '核心企业为贵企业的交易对手：已满足',
      '当前用户已获得e订通业务权限：已满足',
      '贵企业已完成实名认证：已满足',
      '所选资金方为该核心企业提供e订通：已满足',
    ]);
    expect(within(checks).getAllByText('✓')).toHaveLength(6);
    expect(screen.getByText(/当前准入：中国建设银行股份有限公司徐州分行 准入成功（有效期至2026-03-02）/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去签约' })).not.toBeInTheDocument();
    expect(sent('edt.selfCheck')).toEqual([{ coreCorpId: 'C1' }]);
  });

  it('shows ✗ for an unmet check and no 去签约; with every check met and no access, 去签约 opens 准入签约 for the core', async () => {
    const first = renderEdtPage(EdtHomePage, {
      at: '/edt/chain/index/index',
      server: { ...server, 'edt.selfCheck': selfCheck({ CORE_PRODUCT: false }) },
    });
    expect(await screen.findByRole('listitem', { name: '核心企业已开通e订通：未满足' })).toHaveTextContent('✗核心企业已开通e订通');
    expect(screen.getByText('请先满足以上条件后再办理e订通准入。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去签约' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderEdtPage(EdtHomePage, { at: '/edt/chain/index/index', server: { ...server, 'edt.selfCheck': selfCheck() }, openedEdt: ['C1'] });
    await user.click(await screen.findByRole('link', { name: '去签约' }));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/corp-access/signup');
  });

  it('shows the director 准入自检 and the tiles, but no 去签约 (准入签约 is the operator’s)', async () => {
    const { sent } = renderEdtPage(EdtHomePage, {
      at: '/edt/chain/index/index',
      role: 'ROLE_DIRECTOR',
      userName: 's1_dir',
      permissions: DIRECTOR_PATHS,
      server: { ...server, 'edt.selfCheck': selfCheck() },
      openedEdt: ['C1'],
    });
    expect(await screen.findByRole('listitem', { name: '当前用户已获得e订通业务权限：已满足' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '业务概览' })).toBeInTheDocument();
    expect(tile('可用额度')).toHaveTextContent('1,475,000.00元');
    expect(sent('edt.selfCheck')).toEqual([{ coreCorpId: 'C1' }]);
    expect(screen.queryByRole('link', { name: '去签约' })).not.toBeInTheDocument();
  });

  it('says the overview is loading, then what failed with 重试', async () => {
    renderEdtPage(EdtHomePage, {
      at: '/edt/chain/index/index',
      server: { ...server, 'edt.selfCheck': selfCheck(), 'edt.lines': () => new ApiError('INTERNAL', '服务暂不可用', 500) },
    });
    expect(screen.getByText('正在加载业务概览')).toBeInTheDocument();
    expect(await screen.findByText(/业务概览/, { selector: '[role="alert"] *, [role="alert"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { QUOTE_MISSING } from '@scf/api/contract';
import { S2, credit } from '../../../lib/applications/test/credit-fixtures';
import { financeDetail, renderFinancePage } from '../test/render-finance-page';
import { FinanceApplyPage, FinanceApprovePage, FinanceDetailPage } from './index';

const HELD = credit({ creditNo: 'XG2025061600000031', amount: '400000.00', dueDate: '2025-10-09', holder: S2, status: 'HELD' });
const OPTIONS = {
  fis: [{ corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行', issuerCorpIds: [HELD.issuer.corpId] }],
  accounts: [
    {
      accountId: 'A-S2-SETTLE',
      accountType: 'SETTLEMENT',
      accountNo: '32250198880000012001',
      accountName: S2.corpName,
      bankName: '中国建设银行苏州分行',
      bankCode: 'CCB',
    },
  ],
  packages: [{ packageNo: 'PKG20250616000002', creditNos: [HELD.creditNo], invoiceCount: 2, occupyTotal: '250000.00', allVerified: true }],
};
const QUOTE = {
  annualRate: '3.60',
  serviceFeeRate: '0.20',
  interestPayer: 'SUPPLIER',
  valueDate: '2025-06-16',
  dueDate: '2025-10-09',
  days: 115,
  financeAmount: '400000.00',
  interest: '4600.00',
  serviceFee: '255.56',
  netAmount: '395144.44',
  buyerSharePct: 0,
  buyerInterest: '0.00',
  buyerServiceFee: '0.00',
  sellerInterest: '4600.00',
  sellerServiceFee: '255.56',
  buyerCharge: '0.00',
};

async function fillApply(user: ReturnType<typeof renderFinancePage>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: `选择 ${HELD.creditNo}` }));
  const amount = screen.getByRole('textbox', { name: '融资金额' });
  await user.clear(amount);
  await user.type(amount, '250000');
  await user.click(screen.getByRole('combobox', { name: '金融机构' }));
  await user.click(await screen.findByRole('option', { name: '中国建设银行股份有限公司徐州分行' }));
}

describe('融资申请 (/credit/chain/finance/apply)', () => {
  it('previews §13.4’s figures for 250,000.00 at 3.60% over 115 days, computed with the shared formula, and submits', async () => {
    const { user, sent } = renderFinancePage(FinanceApplyPage, {
      at: '/credit/chain/finance/apply',
      server: {
        'credit.credits': { rows: [HELD], total: 1 },
        'credit.applications': { rows: [], total: 0 },
        'finance.options': OPTIONS,
        'finance.preview': QUOTE,
        'finance.apply': financeDetail(),
      },
    });
    await fillApply(user);
    const preview = await screen.findByRole('region', { name: '融资试算' });
    await waitFor(() => expect(within(preview).getByText('2,875.00元')).toBeInTheDocument());
    expect(within(preview).getByText('159.72元')).toBeInTheDocument();
    expect(within(preview).getByText('115天')).toBeInTheDocument();
    expect(within(preview).getByText('3.60%')).toBeInTheDocument();
    expect(preview).toHaveTextContent('246,965.28');
    // The quote is asked once for the credit, not per keystroke.
    expect(sent('finance.preview')).toEqual([{ fiCorpId: 'F1', creditNo: HELD.creditNo, amount: '400000.00' }]);
    await user.click(screen.getByRole('combobox', { name: '收款账户' }));
    await user.click(await screen.findByRole('option', { name: /32250198880000012001/ }));
    await user.click(screen.getByRole('combobox', { name: '融资资料' }));
    await user.click(await screen.findByRole('option', { name: /PKG20250616000002/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交融资申请，等待主管复核')).toBeInTheDocument();
    expect(sent('finance.apply')).toEqual([
      { fiCorpId: 'F1', line: { creditNo: HELD.creditNo, amount: '250000.00' }, receiveAccountId: 'A-S2-SETTLE', packageNo: 'PKG20250616000002', remark: '' },
    ]);
    // The longest walk of the file (four choices, the live figures): 13–16 s on two shared cores, beside the 15 s default.
  });

  it('says 未配置报价 when the bank has no quote, and refuses an amount above the credit without sending', async () => {
    const { user, sent } = renderFinancePage(FinanceApplyPage, {
      at: '/credit/chain/finance/apply',
      server: {
        'credit.credits': { rows: [HELD], total: 1 },
        'credit.applications': { rows: [], total: 0 },
        'finance.options': OPTIONS,
        'finance.preview': () => new ApiError('LEDGER_RULE', QUOTE_MISSING, 200),
      },
    });
    await fillApply(user);
    await waitFor(() => expect(screen.getByRole('region', { name: '融资试算' })).toHaveTextContent(QUOTE_MISSING));
    const amount = screen.getByRole('textbox', { name: '融资金额' });
    await user.clear(amount);
    await user.type(amount, '400000.01');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('融资金额不能超过凭证可用金额')).toBeInTheDocument();
    expect(screen.getByText('请选择收款账户')).toBeInTheDocument();
    expect(sent('finance.apply')).toEqual([]);
  });
});

// Issue 28 item 4: the errors stood until the next 提交 after the fields were filled, and read 请选择凭证：请选择凭证.
describe('融资申请’s errors', () => {
  it('says what is missing once each, and takes each message away as its field is filled', async () => {
    const { user, sent } = renderFinancePage(FinanceApplyPage, {
      at: '/credit/chain/finance/apply',
      server: {
        'credit.credits': { rows: [HELD], total: 1 },
        'credit.applications': { rows: [], total: 0 },
        'finance.options': OPTIONS,
        'finance.preview': QUOTE,
      },
    });
    await screen.findByRole('checkbox', { name: `选择 ${HELD.creditNo}` });
    await user.click(screen.getByRole('button', { name: '提交' }));
    const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);
    expect(messages()).toEqual(['请选择凭证', '请输入融资金额', '请选择金融机构', '请选择收款账户', '请选择融资资料']);

    await fillApply(user);
    expect(messages()).toEqual(['请选择收款账户', '请选择融资资料']);
    await user.click(screen.getByRole('combobox', { name: '收款账户' }));
    await user.click(await screen.findByRole('option', { name: /32250198880000012001/ }));
    expect(messages()).toEqual(['请选择融资资料']);

    const amount = screen.getByRole('textbox', { name: '融资金额' });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(messages()).toEqual(['金额须大于0', '请选择融资资料']);
    expect(sent('finance.apply')).toEqual([]);
  });
});

// Issue 28 item 6: 新增融资资料 left the form and lost its choices; the package's 提交成功 had no way back.
describe('融资申请’s side trip to 新增融资资料', () => {
  const server = {
    'credit.credits': { rows: [HELD], total: 1 },
    'credit.applications': { rows: [], total: 0 },
    'finance.options': OPTIONS,
    'finance.preview': QUOTE,
    'finance.apply': financeDetail(),
  } as const;

  it('goes to 新增融资资料 for the chosen credit without asking to leave, carrying what was chosen', async () => {
    const { user, router } = renderFinancePage(FinanceApplyPage, { at: '/credit/chain/finance/apply', server });
    await fillApply(user);
    await user.click(screen.getByRole('link', { name: '新增融资资料' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit/finance-data/create/finance'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.search).toBe(`?creditNo=${HELD.creditNo}`);
    expect(router.state.location.state).toMatchObject({
      returnTrip: {
        path: '/credit/chain/finance/apply',
        label: '继续融资申请',
        draft: { amount: '250000.00', fiCorpId: 'F1', picked: [{ creditNo: HELD.creditNo }] },
      },
    });
  });

  it('comes back (继续融资申请) with the credit, amount and bank as they were and the new package chosen, and submits them', async () => {
    const draft = { picked: [HELD], amount: '250000.00', fiCorpId: 'F1', accountId: 'A-S2-SETTLE', remark: '补充流动资金' };
    const { user, sent } = renderFinancePage(FinanceApplyPage, {
      at: '/credit/chain/finance/apply?packageNo=PKG20250616000002',
      state: { draft },
      server,
    });
    expect(await screen.findByRole('checkbox', { name: `选择 ${HELD.creditNo}` })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '融资金额' })).toHaveValue('250,000.00');
    // The package's figure with thousands separators (issue 28 item 11: it read 占用250000.00元).
    await waitFor(() => expect(screen.getByRole('combobox', { name: '融资资料' })).toHaveTextContent('PKG20250616000002（发票2张，占用250,000.00元）'));
    expect(screen.getByRole('combobox', { name: '金融机构' })).toHaveTextContent('中国建设银行股份有限公司徐州分行');
    await waitFor(() => expect(screen.getByRole('region', { name: '融资试算' })).toHaveTextContent('246,965.28'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交融资申请，等待主管复核')).toBeInTheDocument();
    expect(sent('finance.apply')).toEqual([
      {
        fiCorpId: 'F1',
        line: { creditNo: HELD.creditNo, amount: '250000.00' },
        receiveAccountId: 'A-S2-SETTLE',
        packageNo: 'PKG20250616000002',
        remark: '补充流动资金',
      },
    ]);
  });
});

describe('融资详情 (/credit/chain/finance/detail) for the bank', () => {
  it('f1_cm reads the calculation, the invoices and the checks, and passes it on with 通过', async () => {
    const { user, sent } = renderFinancePage(FinanceDetailPage, {
      at: '/credit/chain/finance/detail?appNo=FIN20250616000009',
      role: 'ROLE_CLIENT_MANAGER',
      userName: 'f1_cm',
      server: { 'finance.detail': financeDetail({ fiActions: ['PASS', 'REJECT'] }), 'finance.fiPass': financeDetail({}, { status: 'PENDING_FINAL' }) },
    });
    expect(await screen.findByRole('heading', { name: '融资申请 FIN20250616000009' })).toBeInTheDocument();
    expect(screen.getByText('246,965.28元')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '资产查验结果' })).getByText(/重复质押检查：未发现重复质押/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '融资发票' })).getByText('05120456')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: '审核操作' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '拒绝']);
    await user.click(within(actions).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '通过' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '资产查验通过');
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('已通过，待产品经理审批')).toBeInTheDocument();
    expect(sent('finance.fiPass')).toEqual([{ comment: '资产查验通过' }]);
  });

  it('f1_pm signs 同意 with the key over the 融资审批 original', async () => {
    const { user, sent } = renderFinancePage(FinanceDetailPage, {
      at: '/credit/chain/finance/detail?appNo=FIN20250616000009',
      role: 'ROLE_PRODUCT_MANAGER',
      userName: 'f1_pm',
      server: {
        'finance.detail': financeDetail({ fiActions: ['APPROVE', 'REJECT'] }, { status: 'PENDING_FINAL' }),
        'finance.fiApprove': financeDetail({}, { status: 'PENDING_FUNDING' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请FIN20250616000009，待放款')).toBeInTheDocument();
    expect(sent('finance.fiApprove')[0]).toMatchObject({ original: expect.stringContaining('融资审批') });
  });

  it('lists the bank’s pending financings with their stage; a number opens one', async () => {
    const row = {
      appNo: 'FIN20250616000009',
      status: 'PENDING_FI',
      statusLabel: '待金融机构审批',
      applicant: S2,
      fi: { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' },
      creditNo: 'XG2025052000000009',
      financeAmount: '250000.00',
      netAmount: '246965.28',
      annualRate: '3.60',
      dueDate: '2025-10-09',
      loanNo: null,
      createdAt: '2025-06-16T02:00:00.000Z',
      businessDate: '2025-06-16',
      stage: '待客户经理审核',
    };
    const zero = { count: 0, amount: '0.00' };
    const summary = {
      pendingReview: zero,
      pendingFi: { count: 1, amount: '250000.00' },
      pendingFinal: zero,
      pendingFunding: zero,
      fundedThisMonth: zero,
      outstanding: { count: 1, amount: '400000.00' },
    };
    const { user } = renderFinancePage(FinanceDetailPage, {
      at: '/credit/chain/finance/detail',
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'finance.summary': summary, 'finance.list': { rows: [row], total: 1 }, 'finance.detail': financeDetail() },
    });
    const tiles = await screen.findByRole('group', { name: '融资概览' });
    expect(within(tiles).getByRole('heading', { name: '待客户经理审核' })).toBeInTheDocument();
    expect(tiles).toHaveTextContent('400,000.00');
    const table = await screen.findByRole('table', { name: '待处理的融资申请' });
    expect(await within(table).findByText('待客户经理审核')).toBeInTheDocument();
    // The bank reads who asks; the credit is in the detail.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['申请编号', '融资企业', '融资金额', '年化利率', '到期日', '状态', '操作']);
    expect(within(table).getByRole('cell', { name: S2.corpName })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'FIN20250616000009' }));
    expect(await screen.findByRole('heading', { name: '融资申请 FIN20250616000009' })).toBeInTheDocument();
  });
});

describe('融资审批 (/credit/chain/finance/approve)', () => {
  it('shows the director the calculation beside the application', async () => {
    renderFinancePage(FinanceApprovePage, {
      at: '/credit/chain/finance/approve?appNo=FIN20250616000009',
      role: 'ROLE_DIRECTOR',
      userName: 's2_dir',
      server: { 'credit.application': financeDetail().application, 'finance.detail': financeDetail() },
    });
    expect(await screen.findByText('2,875.00元')).toBeInTheDocument();
    expect(screen.getByText('金融机构')).toBeInTheDocument();
  });
});

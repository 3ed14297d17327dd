import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuyerPaidDetail, BuyerPaidEstimate, BuyerPaidOptions, BuyerPaidRow } from '@scf/api/contract';
import { C1, S2, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderFinancePage } from '../test/render-finance-page';
import { BuyerPaidApplyPage, BuyerPaidQueryPage } from './buyer-paid-pages';

const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
const S3 = { corpId: 'S3', corpName: '宿迁示例五金加工厂' };
const credit = (creditNo: string, holder: typeof S2, over: Partial<BuyerPaidOptions['credits'][number]> = {}) => ({
  creditNo,
  issuer: C1,
  holder,
  amount: '100000.00',
  dueDate: '2025-09-15',
  fiCorpId: 'F1',
  covered: false,
  pending: false,
  productType: 'CREDIT' as const,
  ...over,
});
const OPTIONS: BuyerPaidOptions = {
  fis: [F1],
  credits: [
    credit('XG2025061600000021', S2),
    credit('XG2025061600000022', S3, { covered: true }),
    credit('XG2025061600000023', S3, { pending: true, amount: '50000.00' }),
  ],
};
const ESTIMATE: BuyerPaidEstimate = {
  valueDate: '2025-06-16',
  lines: [
    {
      creditNo: 'XG2025061600000021',
      holder: S2,
      amount: '100000.00',
      dueDate: '2025-09-15',
      days: 91,
      annualRate: '3.60',
      serviceFeeRate: '0.20',
      interest: '910.00',
      serviceFee: '50.56',
      buyerCharge: '960.56',
    },
  ],
  total: { count: 1, amount: '100000.00', interest: '910.00', serviceFee: '50.56' },
};
const ROW: BuyerPaidRow = {
  appNo: 'BPF20250616000031',
  status: 'COMPLETED',
  statusLabel: '已生效',
  fi: F1,
  creditCount: 1,
  amount: '100000.00',
  borne: '960.56',
  financedCount: 1,
  createdBy: '张经办',
  // Applied at 07:47 Beijing time on 2025-06-16: still the 15th in UTC.
  createdAt: '2025-06-15T23:47:00.000Z',
  businessDate: '2025-06-16',
};
const DETAIL: BuyerPaidDetail = {
  application: {
    ...creditDetail('TRANSFER'),
    bizType: 'CORE_FINANCE',
    appNo: ROW.appNo,
    status: 'COMPLETED',
    amount: '100000.00',
    applicant: C1,
    counterparty: F1,
    actions: [],
  },
  fi: F1,
  interestPayer: 'CORE',
  buyerSharePct: 100,
  validUntil: null,
  estimate: ESTIMATE,
  financings: [
    {
      appNo: 'FIN20250616000040',
      creditNo: 'XG2025061600000021',
      supplier: S2,
      status: 'COMPLETED',
      statusLabel: '已完成',
      financeAmount: '100000.00',
      interest: '910.00',
      serviceFee: '50.56',
      buyerCharge: '960.56',
      sellerCharge: '0.00',
      buyerDueStatus: '待到期扣收',
      loanNo: 'LN20250616000001',
    },
  ],
  borne: { interest: '910.00', serviceFee: '50.56' },
};

describe('核心企业融资申请 — 买方付息 (/credit/core/finance/apply)', () => {
  it('c1_op picks a supplier’s credit, sees what the core would bear, and submits; covered and pending credits cannot be picked', async () => {
    const { user, sent } = renderFinancePage(BuyerPaidApplyPage, {
      at: '/credit/core/finance/apply',
      userName: 'c1_op',
      server: {
        'financeCore.buyerPaidOptions': OPTIONS,
        'financeCore.buyerPaidPreview': ESTIMATE,
        'financeCore.buyerPaidApply': DETAIL,
        'financeCore.buyerPaidList': { rows: [], total: 0 },
      },
    });
    const table = await screen.findByRole('table', { name: '供应商持有的凭证' });
    // Nothing picked: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择凭证');
    expect(sent('financeCore.buyerPaidApply')).toEqual([]);
    expect(within(within(table).getByRole('row', { name: /XG2025061600000022/ })).getByText('已生效')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /XG2025061600000023/ })).getByText('审批中')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: /XG2025061600000022/ }));
    await user.click(within(table).getByRole('checkbox', { name: /XG2025061600000021/ }));
    const estimate = await screen.findByRole('table', { name: '费用测算' });
    expect(within(estimate).getByRole('row', { name: /XG2025061600000021/ })).toHaveTextContent('910.00');
    expect(screen.getByText('960.56', { exact: false })).toBeInTheDocument();
    expect(sent('financeCore.buyerPaidPreview')).toContainEqual({ fiCorpId: 'F1', creditNos: ['XG2025061600000021'] });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交买方付息申请，等待主管审批')).toBeInTheDocument();
    expect(sent('financeCore.buyerPaidApply')).toEqual([{ fiCorpId: 'F1', creditNos: ['XG2025061600000021'], remark: '' }]);
  });

  it('says why the options failed to load', async () => {
    renderFinancePage(BuyerPaidApplyPage, { at: '/credit/core/finance/apply', server: { 'financeCore.buyerPaidOptions': new Error('网络异常') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('申请选项加载失败');
  });
});

describe('核心企业融资查询 (/credit/core/finance/query)', () => {
  it('lists the core’s applications with what it bore and opens one: the estimate, the financings under it and the totals', async () => {
    const { user } = renderFinancePage(BuyerPaidQueryPage, {
      at: '/credit/core/finance/query',
      userName: 'c1_op',
      server: { 'financeCore.buyerPaidList': { rows: [ROW], total: 1 }, 'financeCore.buyerPaidDetail': DETAIL },
    });
    const table = await screen.findByRole('table', { name: '买方付息申请' });
    const row = await within(table).findByRole('row', { name: /BPF20250616000031/ });
    expect(row).toHaveTextContent('已生效');
    expect(row).toHaveTextContent('960.56');
    // Eight columns fit a 1280 px page: the count of credits sits under their sum, 经办人 is on the detail.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['申请编号', '金融机构', '凭证金额合计', '已放款笔数', '已承担息费', '申请日期', '状态', '操作']);
    expect(row).toHaveTextContent(`共${ROW.creditCount}笔`);
    // 申请日期: the business date it was applied on, not the UTC date of 07:47 Beijing time (the 15th).
    expect(row).toHaveTextContent('2025-06-16');
    expect(row).not.toHaveTextContent('2025-06-15');
    await user.click(within(row).getByRole('button', { name: 'BPF20250616000031' }));
    expect(await screen.findByRole('heading', { name: '买方付息申请 BPF20250616000031' })).toBeInTheDocument();
    const under = screen.getByRole('table', { name: '买方付息项下融资' });
    expect(within(under).getByRole('row', { name: /FIN20250616000040/ })).toHaveTextContent('LN20250616000001');
    expect(screen.getByRole('table', { name: '费用测算' })).toBeInTheDocument();
  });
});

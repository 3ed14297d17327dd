import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinanceRow, SignupRow } from '@scf/api/contract';
import { expectRow } from '../../../test/expect-row';
import { C1, S2 } from '../../../lib/applications/test/credit-fixtures';
import { financeDetail, renderFinancePage } from '../test/render-finance-page';
import { FinanceDetailPage } from './finance-detail-page';
import { SignupApplyPage, SignupQueryPage } from './signup-pages';
import { SupplierFinanceDetailPage, SupplierFinanceQueryPage, SupplierLimitPage } from './supplier-pages';

const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
const S3 = { corpId: 'S3', corpName: '宿迁示例五金加工厂' };
const OPTIONS = {
  products: [{ fi: F1, productType: 'CREDIT', productName: `${F1.corpName} · 电子债权凭证融资` }],
  suppliers: [
    { ...S1, uscc: '91320300MA1XS00011', files: [{ fiCorpId: 'F1', status: 'ACTIVE' }] },
    { ...S3, uscc: '91321300MA1XS00033', files: [] },
  ],
};
const signupRow = (supplier: typeof S1, over: Partial<SignupRow> = {}): SignupRow => ({
  signupNo: 'QY20250616000001',
  core: C1,
  supplier,
  fi: F1,
  productType: 'CREDIT',
  productName: OPTIONS.products[0]!.productName,
  fileAction: 'CREATED',
  fileStatus: 'ACTIVE',
  fileStatusLabel: '已生效',
  createdBy: '张经办',
  createdAt: '2025-06-16T02:00:00.000Z',
  ...over,
});
const FIN_ROW: FinanceRow = {
  appNo: 'FIN20250616000009',
  status: 'PENDING_FI',
  statusLabel: '待金融机构审批',
  applicant: S2,
  fi: F1,
  creditNo: 'XG2025052000000009',
  financeAmount: '250000.00',
  netAmount: '246965.28',
  annualRate: '3.60',
  dueDate: '2025-10-09',
  loanNo: null,
  // Applied at 07:47 Beijing time on 2025-06-13: still the 12th in UTC.
  createdAt: '2025-06-12T23:47:00.000Z',
  businessDate: '2025-06-13',
  stage: '待客户经理审核',
};

/** Picks `option` in the query's `filter` and presses 查询. */
async function searchBy(user: ReturnType<typeof renderFinancePage>['user'], filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.click(screen.getByRole('button', { name: '查询' }));
}

describe('融资签约申请 (/credit/core/finance/signup-apply)', () => {
  it('c1_op picks F1’s product and a supplier without a file, submits, and is told the file was made', async () => {
    const { user, sent } = renderFinancePage(SignupApplyPage, {
      at: '/credit/core/finance/signup-apply',
      userName: 'c1_op',
      server: {
        'financeCore.signupOptions': OPTIONS,
        'financeCore.signupApply': { signupNo: 'QY20250616000001', rows: [signupRow(S3)] },
        'financeCore.signupList': { rows: [], total: 0 },
      },
    });
    const table = await screen.findByRole('table', { name: '供应商' });
    // The area's product only (F1 offers 支付通融资 too, on the 支付通 page).
    expect(sent('financeCore.signupOptions')).toEqual([{ productType: 'CREDIT' }]);
    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择融资产品')).toBeInTheDocument();
    expect(sent('financeCore.signupApply')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: '融资产品' }));
    await user.click(await screen.findByRole('option', { name: OPTIONS.products[0]!.productName }));
    expect(within(within(table).getByRole('row', { name: /宿迁示例五金加工厂/ })).getByText('未建档')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /江苏示例精密锻造/ })).getByText('已生效')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: /宿迁示例五金加工厂/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交签约QY20250616000001：1家供应商已完成融资建档')).toBeInTheDocument();
    expect(sent('financeCore.signupApply')).toEqual([{ fiCorpId: 'F1', productType: 'CREDIT', supplierCorpIds: ['S3'] }]);
  });

  it('shows the server’s refusal and a failed load with 重试', async () => {
    renderFinancePage(SignupApplyPage, { at: '/credit/core/finance/signup-apply', server: { 'financeCore.signupOptions': new Error('网络异常') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('签约选项加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('签约查询 (/credit/finance/signup-query)', () => {
  it('lists the records with their file state and searches by 建档状态', async () => {
    const { user, sent } = renderFinancePage(SignupQueryPage, {
      at: '/credit/finance/signup-query',
      server: { 'financeCore.signupList': { rows: [signupRow(S3, { fileAction: 'UPDATED' })], total: 1 } },
    });
    const table = await screen.findByRole('table', { name: '签约记录' });
    await expectRow(table, /QY20250616000001/, ['宿迁示例五金加工厂', '更新档案', '已生效']);
    await searchBy(user, '建档状态', '已生效');
    await waitFor(() => expect(sent('financeCore.signupList').at(-1)).toMatchObject({ page: 1, filters: { fileStatus: 'ACTIVE' } }));
  });

  it('says when there is none', async () => {
    renderFinancePage(SignupQueryPage, { at: '/credit/finance/signup-query', server: { 'financeCore.signupList': { rows: [], total: 0 } } });
    expect(await screen.findByText('暂无签约记录')).toBeInTheDocument();
  });
});

describe('供应商融资查询 / 供应商融资详情 / 供应商额度详情 (the core’s view)', () => {
  it('c1_op filters by 状态, opens a financing read only with its calculation and flow records', async () => {
    const { user, sent, router } = renderFinancePage(SupplierFinanceQueryPage, {
      at: '/credit/core/supplier/finance-query',
      userName: 'c1_op',
      server: { 'financeCore.supplierFinances': { rows: [FIN_ROW], total: 1 } },
    });
    const table = await screen.findByRole('table', { name: '供应商融资' });
    await expectRow(table, /FIN20250616000009/, ['苏州示例钢材贸易有限公司', '250,000.00', '待客户经理审核']);
    // 申请日期 is the application's business date, not the UTC date of its instant (07:47 Beijing time is the day before in UTC).
    expect(within(table).getByRole('row', { name: /FIN20250616000009/ })).toHaveTextContent('2025-06-13');
    await searchBy(user, '状态', '已放款');
    await waitFor(() => expect(sent('financeCore.supplierFinances').at(-1)).toMatchObject({ filters: { stage: 'completed' } }));
    await user.click(within(table).getByRole('button', { name: 'FIN20250616000009' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/credit/core/supplier/finance-detail?appNo=FIN20250616000009');
  });

  it('供应商融资详情 shows the whole financing without any action', async () => {
    const { sent } = renderFinancePage(SupplierFinanceDetailPage, {
      at: '/credit/core/supplier/finance-detail?appNo=FIN20250616000009',
      userName: 'c1_op',
      server: { 'financeCore.supplierFinance': financeDetail() },
    });
    expect(await screen.findByRole('heading', { name: '融资申请 FIN20250616000009' })).toBeInTheDocument();
    expect(screen.getByText('246,965.28元')).toBeInTheDocument();
    expect(screen.getByText('流转记录')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '审核操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
    expect(sent('finance.detail')).toEqual([]);
  });

  it('供应商融资详情 without a number points back to the query', async () => {
    const { user, router } = renderFinancePage(SupplierFinanceDetailPage, { at: '/credit/core/supplier/finance-detail', server: {} });
    expect(screen.getByText('请从供应商融资查询中选择一笔融资')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '供应商融资查询' }));
    expect(router.state.location.pathname).toBe('/credit/core/supplier/finance-query');
  });

  it('支付通’s 供应商融资详情 from 供应商 lists that supplier’s 支付通 financings and leads back to 供应商', async () => {
    const { user, sent, router } = renderFinancePage(SupplierFinanceDetailPage, {
      at: '/voucher/core/supplier/finance-detail?supplier=S2',
      server: { 'financeCore.supplierFinances': { rows: [FIN_ROW], total: 1 } },
    });
    const table = await screen.findByRole('table', { name: '供应商融资' });
    expect(sent('financeCore.supplierFinances')[0]).toMatchObject({ filters: { supplierCorpId: 'S2', productType: 'VOUCHER' } });
    await user.click(within(table).getByRole('button', { name: 'FIN20250616000009' }));
    expect(router.state.location.search).toBe('?appNo=FIN20250616000009&supplier=S2');
  });

  it('支付通’s 供应商额度详情 asks for 支付通 only and leads back to 供应商', async () => {
    const { user, sent, router } = renderFinancePage(SupplierLimitPage, {
      at: '/voucher/core/supplier/limit-detail',
      server: { 'financeCore.supplierLimits': { rows: [] } },
    });
    expect(await screen.findByText('暂无供应商融资额度')).toBeInTheDocument();
    expect(sent('financeCore.supplierLimits')).toEqual([{ productType: 'VOUCHER' }]);
    await user.click(screen.getByRole('button', { name: '供应商' }));
    expect(router.state.location.pathname).toBe('/voucher/supplier');
  });

  it('供应商额度详情 lists each supplier’s use per bank', async () => {
    renderFinancePage(SupplierLimitPage, {
      at: '/credit/core/supplier/limit-detail',
      server: {
        'financeCore.supplierLimits': {
          rows: [
            {
              supplier: S2,
              fi: F1,
              fileStatus: 'ACTIVE',
              fileStatusLabel: '已生效',
              financeable: '150000.00',
              inProgress: '250000.00',
              inProgressCount: 1,
              outstanding: '0.00',
              fundedTotal: '0.00',
              fundedCount: 0,
            },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: '供应商融资额度使用情况' });
    const row = within(table).getByRole('row', { name: /苏州示例钢材贸易有限公司/ });
    expect(row).toHaveTextContent('已生效');
    expect(row).toHaveTextContent('250,000.00');
    expect(row).toHaveTextContent('150,000.00');
  });
});

describe('供应商额度详情 is reached from 供应商融资查询', () => {
  it('opens with the page’s 供应商额度详情 button', async () => {
    const { user, router } = renderFinancePage(SupplierFinanceQueryPage, {
      at: '/credit/core/supplier/finance-query',
      server: { 'financeCore.supplierFinances': { rows: [], total: 0 } },
    });
    expect(await screen.findByText('暂无供应商融资')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '供应商额度详情' }));
    expect(router.state.location.pathname).toBe('/credit/core/supplier/limit-detail');
  });
});

describe('融资详情 for the bank: the finance package’s files', () => {
  it('f1_cm sees the contract and the invoice scans by kind, each opening the previewer', async () => {
    const file = (pkFile: string, fileName: string, docType: 'CONTRACT' | 'INVOICE') => ({
      pkFile,
      url: `/v1/files/${pkFile}/snapshot/ORIGINAL/show`,
      mimeType: 'application/pdf',
      fileName,
      docType,
    });
    renderFinancePage(FinanceDetailPage, {
      at: '/credit/chain/finance/detail?appNo=FIN20250616000009',
      role: 'ROLE_CLIENT_MANAGER',
      userName: 'f1_cm',
      server: {
        'finance.detail': financeDetail({ files: [file('a'.repeat(32), '合同.pdf', 'CONTRACT'), file('b'.repeat(32), '发票05120456.pdf', 'INVOICE')] }),
      },
    });
    expect(await screen.findByRole('heading', { name: '融资资料文件' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览合同.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览发票05120456.pdf' })).toBeInTheDocument();
  });
});

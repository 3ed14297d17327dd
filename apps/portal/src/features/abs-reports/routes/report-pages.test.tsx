import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { absReportEndpoints, exportEndpoints } from '@scf/api/contract';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { AP1, GROUP, OK, companyOverview, fakeReports, refusal } from '../test/fake-reports';
import { AssetDetailPage, CompanyOverviewPage, MemberOverviewPage, ProductDetailPage, StorageDetailPage } from './index';

const open = (Page: Parameters<typeof renderScreen>[0], path: string, fake = fakeReports(), role = 'ROLE_OPERATOR') => ({
  ...fake,
  ...renderScreen(Page, { at: `/abs/report-center/${path}`, client: fake.client, auth: testAuth({ role }) }),
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('企业业务概览 (/abs/report-center/company-business-overview)', () => {
  it('shows the C1 group’s buckets, the badge and the 合计 / 已选 footers', async () => {
    const { user, handler } = open(CompanyOverviewPage, 'company-business-overview');
    const table = await screen.findByRole('table', { name: '企业业务概览' });
    await waitFor(() => expect(cells(table)[0]).toContain('徐州示例重工集团有限公司'));
    expect(cells(table)[0]).toContain('1,950,000.00');
    expect(cells(table)[0]).toContain('登记笔数 5笔');
    expect(cells(table)[0]).toContain('983,876.67');
    expect(screen.getByText('对账一致')).toBeInTheDocument();
    expect(screen.getByText('统计截止日：2025-06-16')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '登记金额构成图表，具体数值见表格' })).toBeInTheDocument();
    const footers = screen.getAllByText(/^(合计|已选)$/).map((el) => el.closest('dl')!.textContent);
    expect(footers).toEqual(['合计1笔应收账款金额1,950,000.00元转让价款983,876.67元', '已选0笔应收账款金额0.00元转让价款0.00元']);
    await user.click(screen.getByRole('checkbox', { name: /选择 徐州示例重工集团有限公司/ }));
    await waitFor(() => expect(screen.getAllByText('已选')[0]!.closest('dl')!.textContent).toBe('已选1笔应收账款金额1,950,000.00元转让价款983,876.67元'));
    expect(handler(absReportEndpoints.companyOverview)).toHaveBeenCalledWith({ body: {} });
  });

  it('asks again with the filters on 查询', async () => {
    const { user, handler } = open(CompanyOverviewPage, 'company-business-overview');
    await screen.findByText('对账一致');
    await user.click(screen.getByRole('combobox', { name: '债务人' }));
    await user.click(await screen.findByRole('option', { name: '徐州示例重工机械制造有限公司' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(handler(absReportEndpoints.companyOverview)).toHaveBeenCalledWith({ body: { debtorCorpId: 'C2' } }));
  });

  it('shows 对账不一致 when an identity fails, 暂无业务数据 when empty, and the failure with 重试', async () => {
    const bad = fakeReports({ companyOverview: () => companyOverview([GROUP], { consistent: false, label: '对账不一致', failed: ['I2'] }) });
    const first = open(CompanyOverviewPage, 'company-business-overview', bad);
    expect(await screen.findByText('对账不一致')).toBeInTheDocument();
    expect(screen.getByText('未通过：I2')).toBeInTheDocument();
    first.unmount();
    const none = open(CompanyOverviewPage, 'company-business-overview', fakeReports({ companyOverview: () => companyOverview([], OK) }));
    expect(await screen.findByText('暂无业务数据')).toBeInTheDocument();
    none.unmount();
    let fail = true;
    const { user } = open(
      CompanyOverviewPage,
      'company-business-overview',
      fakeReports({
        companyOverview: () => {
          if (fail) throw new ApiError('SYSTEM_ERROR', '网络异常，请稍后重试', 500);
          return companyOverview();
        },
      }),
    );
    expect(await screen.findByText(/网络异常，请稍后重试/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('对账一致')).toBeInTheDocument();
  });
});

describe('成员单位业务概览, 入池明细', () => {
  it('lists C1 and C2 with the 合计 row last (not ticked, not summed twice)', async () => {
    open(MemberOverviewPage, 'member-business-overview');
    const table = await screen.findByRole('table', { name: '成员单位业务概览' });
    await waitFor(() => expect(cells(table)).toHaveLength(3));
    expect(cells(table)[0]).toContain('1,650,000.00');
    expect(cells(table)[1]).toContain('300,000.00');
    expect(cells(table)[2]).toContain('合计');
    expect(cells(table)[2]).toContain('1,950,000.00');
    const footers = screen.getAllByText('合计').map((el) => el.closest('dl')?.textContent ?? '');
    expect(footers).toContain('合计2笔应收账款金额1,950,000.00元转让价款983,876.67元');
  });

  it('lists the pool-in batches with their chart', async () => {
    open(StorageDetailPage, 'storage-detail');
    const table = await screen.findByRole('table', { name: '入池明细' });
    await waitFor(() => expect(cells(table)).toHaveLength(2));
    expect(cells(table)[0]).toContain('PIB20250321000001');
    expect(cells(table)[1]).toContain('800,000.00');
    expect(screen.getByRole('img', { name: '入池金额图表，具体数值见表格' })).toBeInTheDocument();
  });
});

describe('导出 of the overviews, 入池明细 and 产品明细', () => {
  it.each([
    ['企业业务概览', CompanyOverviewPage, 'company-business-overview', 'abs-company-overview'],
    ['成员单位业务概览', MemberOverviewPage, 'member-business-overview', 'abs-member-overview'],
    ['入池明细', StorageDetailPage, 'storage-detail', 'abs-storage'],
    ['产品明细', ProductDetailPage, 'product-detail', 'abs-products'],
  ] as const)('%s: 导出 sends the report’s filters to its own list', async (_label, Page, path, source) => {
    const { user, handler } = open(Page, path);
    await screen.findByText('对账一致');
    await user.click(screen.getByRole('combobox', { name: '债务人' }));
    await user.click(await screen.findByRole('option', { name: '徐州示例重工机械制造有限公司' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(handler(exportEndpoints.count)).toHaveBeenCalledWith({ body: { source, filters: { debtorCorpId: 'C2' } } }));
  });
});

describe('产品明细: the factor’s 产品经理', () => {
  it('新增专项计划 sends the plan (发行规模 = 优先级 + 次级) and shows the refusal verbatim', async () => {
    const fake = fakeReports({
      createProduct: () => {
        throw refusal('产品代码已存在');
      },
    });
    const { user, handler } = open(ProductDetailPage, 'product-detail', fake, 'ROLE_PRODUCT_MANAGER');
    await screen.findByText('对账一致');
    await user.click(screen.getByRole('button', { name: '新增专项计划' }));
    const dialog = await screen.findByRole('dialog', { name: '新增专项计划' });
    // The names are pasted (typing them is not the subject, and each keystroke re-renders the form); the scales are typed.
    for (const [name, text] of [
      ['专项计划名称', '第2期'],
      ['产品代码', 'ABS-P1'],
      ['计划管理人', '建信资本（演示）'],
    ] as const) {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.type(within(dialog).getByRole('textbox', { name: '优先级规模' }), '1800000');
    await user.type(within(dialog).getByRole('textbox', { name: '次级规模' }), '200000');
    expect(within(dialog).getByText(/发行规模/)).toHaveTextContent('2,000,000.00');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('新增专项计划失败：产品代码已存在');
    expect(handler(absReportEndpoints.createProduct)).toHaveBeenCalledWith({
      body: {
        productCode: 'ABS-P1',
        name: '第2期',
        planManager: '建信资本（演示）',
        setupDate: '2025-06-16',
        expectedEndDate: '2026-06-15',
        senior: '1800000.00',
        subordinate: '200000.00',
      },
    });
  });

  it('has no 新增专项计划 for the client manager', async () => {
    open(ProductDetailPage, 'product-detail', fakeReports(), 'ROLE_CLIENT_MANAGER');
    await screen.findByText('对账一致');
    expect(screen.queryByRole('button', { name: '新增专项计划' })).toBeNull();
  });
});

describe('资产明细: 入池 and 回款登记', () => {
  it('入池 sends the ticked receivables and the plan, and shows the refusal verbatim', async () => {
    const fake = fakeReports({
      pool: () => {
        throw refusal('债务人尚未签署付款确认书，不能入池');
      },
    });
    const { user, handler } = open(AssetDetailPage, 'asset-detail', fake, 'ROLE_PRODUCT_MANAGER');
    const table = await screen.findByRole('table', { name: '资产明细' });
    await waitFor(() => expect(cells(table)[0]).toContain(AP1.receivableNo));
    expect(screen.getByRole('button', { name: '入池' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`选择 ${AP1.receivableNo}`) }));
    await user.click(screen.getByRole('button', { name: '入池' }));
    const dialog = await screen.findByRole('dialog', { name: '入池' });
    await user.click(within(dialog).getByRole('combobox', { name: '专项计划' }));
    await user.click(await screen.findByRole('option', { name: '建信-徐州示例重工2025年第1期供应链资产支持专项计划' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('入池失败：债务人尚未签署付款确认书，不能入池');
    expect(handler(absReportEndpoints.pool)).toHaveBeenCalledWith({ body: { productCode: 'ABS-P1', receivableNos: [AP1.receivableNo] } });
  });

  it('回款登记 sends the date, the amount and the bank serial, and names the receipt of the payment', async () => {
    const { user, handler } = open(AssetDetailPage, 'asset-detail', fakeReports(), 'ROLE_PRODUCT_MANAGER');
    const table = await screen.findByRole('table', { name: '资产明细' });
    await waitFor(() => expect(cells(table)[0]).toContain(AP1.receivableNo));
    await user.click(within(table).getByRole('button', { name: '回款登记' }));
    const dialog = await screen.findByRole('dialog', { name: '回款登记' });
    await user.type(within(dialog).getByRole('textbox', { name: '银行流水号' }), 'SN-1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(handler(absReportEndpoints.collect)).toHaveBeenCalledWith({
        params: { receivableNo: AP1.receivableNo },
        body: { collectDate: '2025-06-16', amount: '500000.00', bankSerial: 'SN-1' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '回款登记' })).toBeNull());
    expect(await screen.findByText(/已回款，回单编号 HD2025061600000042/)).toBeInTheDocument();
  });

  it('a core user reads it without the factor’s buttons, by 资产状态 (the bucket at 统计截止日)', async () => {
    const { user, handler } = open(AssetDetailPage, 'asset-detail');
    await screen.findByText('对账一致');
    expect(screen.queryByRole('button', { name: '入池' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: '资产状态' }));
    await user.click(await screen.findByRole('option', { name: '在池存续' }));
    await waitFor(() => expect(handler(absReportEndpoints.assetDetail)).toHaveBeenCalledWith({ body: { bucket: 'POOLED' } }));
    // 导出 writes what the screen shows: the same filters.
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(handler(exportEndpoints.count)).toHaveBeenCalledWith({ body: { source: 'abs-assets', filters: { bucket: 'POOLED' } } }));
  });
});

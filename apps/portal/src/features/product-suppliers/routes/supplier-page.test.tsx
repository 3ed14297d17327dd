import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { SIGNING_ORIGINALS, creditEndpoints, productSupplierEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, SupplierProduct } from '@scf/api/contract';
import { S1, S2, issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import SupplierPage from './supplier-page';

const S3 = { corpId: 'S3', corpName: '宿迁示例五金加工厂' };
const APP_NO = 'PSP20250616000001';
const ENDPOINTS = {
  suppliers: productSupplierEndpoints.list,
  apply: productSupplierEndpoints.apply,
  application: creditEndpoints.application,
  approve: creditEndpoints.approve,
  productOriginal: SIGNING_ORIGINALS.PRODUCT.endpoint,
};

const row = (supplier: typeof S1, over: Partial<SupplierProduct> = {}): SupplierProduct => ({
  supplier,
  uscc: `91320500MA1XC00${supplier.corpId}`,
  authenticated: true,
  status: 'OPEN',
  effectiveFrom: '2025-05-06',
  effectiveTo: null,
  setBy: 'CORE',
  pendingAppNo: null,
  heldAmount: '120000.00',
  financedAmount: '0.00',
  ...over,
});
/** C1's 支付通 suppliers in the demo: S1 and S3 opened by the core, S2 not yet. */
const VOUCHER_SUPPLIERS = [row(S1), row(S2, { status: 'NOT_OPEN', effectiveFrom: null, setBy: null, heldAmount: '0.00' }), row(S3, { heldAmount: '80000.00' })];
const pspDetail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...issueDetail(),
  appNo: APP_NO,
  bizType: 'PRODUCT_SUPPLIER',
  productType: 'VOUCHER',
  status: 'PENDING_REVIEW',
  amount: '0.00',
  counterparty: S2,
  issuer: null,
  issuerAccount: null,
  lines: [],
  reason: '年度供应商评审',
  actions: ['APPROVE', 'RETURN', 'REJECT'],
  ...over,
});
const ORIGINAL = `供应商开通复核\n申请编号：${APP_NO}\n供应商：${S2.corpName}\n产品：支付通\n操作：开通`;

const renderPage = (at: string, role: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR', server: Partial<Record<keyof typeof ENDPOINTS, unknown>>) =>
  renderSigningScreen(SupplierPage, ENDPOINTS, { at, role, original: ORIGINAL, server });

describe('供应商 (/voucher/supplier): the core’s 支付通 whitelist', () => {
  it('c1_op sees each supplier’s 产品状态 and amounts, and applies 开通 for S2 with a reason', async () => {
    const { user, sent, transport } = renderPage('/voucher/supplier', 'ROLE_OPERATOR', {
      suppliers: VOUCHER_SUPPLIERS,
      apply: pspDetail({ actions: ['CANCEL'] }),
    });
    const table = await screen.findByRole('table', { name: '支付通供应商列表' });
    expect(transport.calls.find((c) => c.path === '/v1/product-suppliers')?.query).toEqual({ productType: 'VOUCHER' });
    const s2 = within(table).getByRole('row', { name: new RegExp(S2.corpName) });
    expect(within(s2).getByText('未开通')).toBeInTheDocument();
    const s3 = within(table).getByRole('row', { name: new RegExp(S3.corpName) });
    expect(within(s3).getByText('已开通')).toBeInTheDocument();
    expect(s3).toHaveTextContent('80,000.00');
    // An opened supplier offers 暂停, not 开通.
    expect(within(s3).getByRole('button', { name: `暂停 ${S3.corpName}` })).toBeInTheDocument();
    expect(within(s3).queryByRole('button', { name: `开通 ${S3.corpName}` })).toBeNull();

    await user.click(within(s2).getByRole('button', { name: `开通 ${S2.corpName}` }));
    const dialog = await screen.findByRole('dialog', { name: '开通支付通' });
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '年度供应商评审');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`已提交供应商开通申请${APP_NO}，待主管复核`)).toBeInTheDocument();
    expect(sent('apply')).toEqual([{ productType: 'VOUCHER', supplierCorpId: 'S2', action: 'OPEN', reason: '年度供应商评审' }]);
  });

  it('a refusal stays in the dialog (已有处理中的申请); a supplier with an application in process offers no action, only the application', async () => {
    const { user } = renderPage('/voucher/supplier', 'ROLE_OPERATOR', {
      suppliers: [row(S1), row(S3, { pendingAppNo: 'PSP20250616000002' })],
      apply: new ApiError('BUSINESS_RULE', '已有处理中的申请', 200),
    });
    const table = await screen.findByRole('table', { name: '支付通供应商列表' });
    const s3 = within(table).getByRole('row', { name: new RegExp(S3.corpName) });
    expect(within(s3).queryByRole('button', { name: `暂停 ${S3.corpName}` })).toBeNull();
    expect(within(s3).getByRole('button', { name: '查看在途申请 PSP20250616000002' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `暂停 ${S1.corpName}` }));
    const dialog = await screen.findByRole('dialog', { name: '暂停支付通' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText(/已有处理中的申请/)).toBeInTheDocument();
  });

  it('c1_dir reads the list without actions and approves S2’s 开通 from 在途申请, signing PRODUCT with the key', async () => {
    const { user, sent } = renderPage('/voucher/supplier', 'ROLE_DIRECTOR', {
      suppliers: [row(S1), row(S2, { status: 'NOT_OPEN', pendingAppNo: APP_NO })],
      application: pspDetail(),
      productOriginal: ORIGINAL,
      approve: pspDetail({ status: 'COMPLETED', actions: [] }),
    });
    const table = await screen.findByRole('table', { name: '支付通供应商列表' });
    expect(within(table).queryByRole('button', { name: /^(开通|暂停|恢复) / })).toBeNull();
    await user.click(within(table).getByRole('button', { name: `查看在途申请 ${APP_NO}` }));
    expect(await screen.findByRole('heading', { name: '供应商信息' })).toBeInTheDocument();
    expect(await screen.findByText('申请操作')).toBeInTheDocument();
    expect(screen.getAllByText('年度供应商评审').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '同意' }));
    const signing = await screen.findByRole('dialog', { name: /^Ukey签名/ });
    expect(within(signing).getByText(/操作：开通/)).toBeInTheDocument();
    await user.click(within(signing).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意申请${APP_NO}`)).toBeInTheDocument();
    expect(sent('productOriginal')).toEqual([`/v1/products/${APP_NO}/original`]);
    expect(sent('approve')).toEqual([expect.objectContaining({ certSerialNo: '1a0101' })]);
  });
});

describe('供应商 (/credit/supplier): 电子债权凭证 needs no 开通', () => {
  it('c1_op may 暂停 an opened supplier and 恢复 a suspended one; none offers 开通', async () => {
    renderPage('/credit/supplier', 'ROLE_OPERATOR', {
      suppliers: [row(S1, { setBy: null, effectiveFrom: null }), row(S2, { status: 'SUSPENDED' }), row(S3, { status: 'NOT_OPEN', setBy: null })],
    });
    const table = await screen.findByRole('table', { name: '电子债权凭证供应商列表' });
    expect(within(table).getByRole('button', { name: `暂停 ${S1.corpName}` })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `恢复 ${S2.corpName}` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^开通 / })).toBeNull();
  });
});

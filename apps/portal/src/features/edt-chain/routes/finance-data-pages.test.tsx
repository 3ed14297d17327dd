import { screen, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { C1, S1, renderEdtChain } from '../test/render-edt-chain';
import { FinanceDataCreatePage, FinanceDataDetailPage } from './finance-data-pages';

const CONTRACT = {
  contractId: 'K1',
  contractNo: 'HT-2025-101',
  name: '液压油缸采购合同',
  buyer: C1,
  seller: S1,
  amount: '300000.00',
  signDate: '2025-06-01',
  endDate: '2025-12-31',
  files: [],
  createdAt: 1_749_000_000_000,
};
const DOCUMENT = { docId: 'D1', kind: 'OTHER', docType: 'DELIVERY', name: 'PO-2025-001送货单', remark: '', files: [], createdAt: 1_749_000_000_000 };
const empty = { rows: [], total: 0 };

describe('订单融资资料 (/edt/chain/finance-data/create, detail)', () => {
  it('shows the uploaded orders, contracts and invoices, and leads to each upload', async () => {
    const { user } = renderEdtChain(FinanceDataCreatePage, {
      at: '/edt/chain/finance-data/create',
      server: {
        'tradeData.contractPage': { rows: [CONTRACT], total: 1 },
        'tradeData.invoicePage': empty,
        'tradeData.documentPage': { rows: [DOCUMENT], total: 1 },
      },
    });
    expect(await screen.findByRole('table', { name: '合同' })).toHaveTextContent('HT-2025-101');
    expect(screen.getByRole('table', { name: '合同' })).toHaveTextContent('300,000.00元');
    expect(screen.getByRole('table', { name: '订单及单据' })).toHaveTextContent('发货单/送货单');
    expect(screen.getByRole('table', { name: '发票' })).toHaveTextContent('暂无发票');
    await user.click(within(screen.getByRole('group', { name: '上传融资资料' })).getByRole('button', { name: '上传订单' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/edt/chain/finance-data/upload/order');
  });

  it('the detail reads them without the uploads, and says what failed', async () => {
    renderEdtChain(FinanceDataDetailPage, {
      at: '/edt/chain/finance-data/detail',
      server: {
        'tradeData.contractPage': () => new ApiError('FORBIDDEN', '无权访问该功能', 403),
        'tradeData.invoicePage': empty,
        'tradeData.documentPage': empty,
      },
    });
    expect(await screen.findByText(/无权访问该功能/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传订单' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '发票' })).toBeInTheDocument();
  });
});

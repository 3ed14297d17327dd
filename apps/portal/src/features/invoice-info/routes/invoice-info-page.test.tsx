import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invoiceInfoEndpoints } from '@scf/api/contract';
import type { InvoiceInfo } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import InvoiceInfoPage from './invoice-info-page';

const EMPTY: InvoiceInfo = { invoiceTitle: '徐州示例重工集团有限公司', taxNo: '91320300MA1XG0000F', canEdit: true, info: null, updatedAt: null };
const SAVED = {
  invoiceType: 'VAT_NORMAL',
  regAddress: '',
  regPhone: '',
  bankName: '',
  bankAccount: '',
  receiverName: '李会计',
  receiverMobile: '13812345678',
  receiverEmail: 'finance@example.com',
} as const;

function render(answer: InvoiceInfo, role = 'ROLE_ADMIN') {
  const transport = createMockTransport({
    [invoiceInfoEndpoints.get.path]: answer,
    [invoiceInfoEndpoints.save.path]: (input: { body?: unknown }) => ({ ...answer, info: input.body, updatedAt: 1 }),
  });
  renderScreen(InvoiceInfoPage, {
    at: '/my/enterprise-info/invoice-info',
    client: transport,
    auth: testAuth({ role, permissions: ['/my/enterprise-info/invoice-info'] }),
  });
  return transport;
}

describe('开票信息 (/my/enterprise-info/invoice-info)', () => {
  it('heads the invoice with the corporation, asks a 专用发票 for its bank fields and saves what the administrator types', async () => {
    const user = userEvent.setup();
    const transport = render(EMPTY);
    const head = await screen.findByRole('region', { name: '发票抬头' });
    expect(within(head).getByText('徐州示例重工集团有限公司')).toBeInTheDocument();
    expect(within(head).getByText('91320300MA1XG0000F')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: '开票信息' });
    expect(within(form).getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: /收票人$/ }), '李会计');
    await user.type(within(form).getByRole('textbox', { name: /收票人手机/ }), '13812345678');
    await user.type(within(form).getByRole('textbox', { name: /收票邮箱/ }), 'finance@example.com');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findAllByText('开具增值税专用发票须填写注册地址、电话、开户银行及账号')).toHaveLength(4);
    expect(transport.calls.some((c) => c.path === invoiceInfoEndpoints.save.path)).toBe(false);

    await user.click(within(form).getByRole('radio', { name: '增值税普通发票' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('开票信息已保存');
    await waitFor(() => expect(transport.calls.find((c) => c.path === invoiceInfoEndpoints.save.path)?.body).toEqual(SAVED));
  });

  it('shows a reader who may not edit the saved values, without a form', async () => {
    render({ ...EMPTY, canEdit: false, info: SAVED, updatedAt: 1 }, 'ROLE_DIRECTOR');
    const card = await screen.findByRole('region', { name: '开票信息' });
    expect(within(card).getByText('增值税普通发票')).toBeInTheDocument();
    expect(within(card).getByText('finance@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

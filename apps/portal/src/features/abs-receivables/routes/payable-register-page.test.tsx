import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { S1, aprDetail, aprRow, invoice, receivable, renderAbs, supplier } from '../test/render-abs';
import { PayableRegisterPage } from './payable-register-page';

const AT = '/abs/core/issue/payable';
const pending = (over: Parameters<typeof receivable>[0]) =>
  receivable({ status: 'PENDING_CONFIRM', statusLabel: '待确权', confirmAppNo: 'APR20250616000002', confirmedDate: null, ...over });

const operatorServer = (over: Record<string, unknown> = {}) => ({
  'counterparty.page': { rows: [supplier(), supplier({ key: 'REL:C9:CUSTOMER', corpId: 'C9', corpName: '某客户', role: 'CUSTOMER' })], total: 2 },
  'tradeData.invoicePage': { rows: [invoice({ occupied: '500000.00' })], total: 1 },
  'credit.applications': { rows: [], total: 0 },
  'abs.register': aprDetail(),
  ...over,
});

async function choose(user: UserEvent, field: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Fills one payable. The first case types every field key by key; the others paste (a keystroke re-renders the whole
 * form, and typing is not what they test).
 */
async function fill(user: UserEvent, amount: string, occupy: string, { typed = false } = {}) {
  const enter = async (name: string, text: string) => {
    const box = screen.getByRole('textbox', { name });
    if (typed) return user.type(box, text);
    await user.click(box);
    return user.paste(text);
  };
  await choose(user, '债权人', S1.corpName);
  await enter('应付账款金额', amount);
  await user.click(screen.getByRole('combobox', { name: '到期日' }));
  await user.click(within(await screen.findByRole('dialog', { name: '日历' })).getByRole('button', { name: /2025年6月20日/ }));
  await enter('合同编号', 'HT-ABS-T1');
  await choose(user, '发票1', /07120006/);
  await enter('发票1本次占用金额', occupy);
}

describe('应付账款登记 (/abs/core/issue/payable), the core operator', () => {
  it('offers only supplier counterparties and each verified invoice with what it may still occupy, then submits exactly the batch', async () => {
    const { user, sent } = renderAbs(PayableRegisterPage, { at: AT, server: operatorServer() });
    expect(await screen.findByRole('tab', { name: '登记', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已退回' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '待确权' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: '债权人' }));
    expect(await screen.findByRole('option', { name: S1.corpName })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '某客户' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: '发票1' }));
    // 1 130 000.00 less the 500 000.00 occupied.
    expect(await screen.findByRole('option', { name: /可占用630,000.00元/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await fill(user, '120000', '120000', { typed: true });
    expect(screen.getByText(/本次占用金额合计/)).toHaveTextContent('120,000.00元');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交应付账款登记，申请编号APR20250616000002，待主管确权')).toBeInTheDocument();
    expect(sent('abs.register').map((c) => c.body)).toEqual([
      {
        payables: [
          {
            creditorCorpId: 'S1',
            amount: '120000.00',
            dueDate: '2025-06-20',
            contractNo: 'HT-ABS-T1',
            invoices: [{ invoiceId: 'IV-ABS-C1-SPARE', occupyAmount: '120000.00' }],
            remark: '',
          },
        ],
      },
    ]);
  });

  it('refuses on the form when the invoices do not cover the amount, sending nothing', async () => {
    const { user, sent } = renderAbs(PayableRegisterPage, { at: AT, server: operatorServer() });
    await fill(user, '120000', '100000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('明细1的发票：本次占用金额合计不能小于应付账款金额');
    expect(sent('abs.register')).toEqual([]);
  });

  it('adds and removes payables: two in one batch', async () => {
    const { user } = renderAbs(PayableRegisterPage, { at: AT, server: operatorServer() });
    await user.click(await screen.findByRole('button', { name: '+ 添加明细' }));
    expect(screen.getByRole('group', { name: '明细2的发票' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除明细2' }));
    expect(screen.queryByRole('group', { name: '明细2的发票' })).not.toBeInTheDocument();
  });

  it.each(['该应付账款已存在相同发票占用', '发票未查验通过，不能登记', '到期日须为工作日', '债权人未开通供应链ABS'])(
    'shows the server’s refusal verbatim: %s',
    async (message) => {
      const { user } = renderAbs(PayableRegisterPage, { at: AT, server: operatorServer({ 'abs.register': () => new ApiError('E', message, 422) }) });
      await fill(user, '120000', '120000');
      await user.click(screen.getByRole('button', { name: '提交' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`提交失败：${message}`);
    },
  );

  it('已退回: a returned batch opens with its payables 待提交, and 撤销 voids it', async () => {
    const returned = aprDetail({ status: 'RETURNED', actions: ['CANCEL'], comment: '合同编号有误' });
    const { user, sent } = renderAbs(PayableRegisterPage, {
      at: `${AT}?tab=returned`,
      server: operatorServer({
        'credit.applications': { rows: [aprRow({ status: 'RETURNED', actions: ['CANCEL'] })], total: 1 },
        'credit.application': returned,
        'abs.payables': { rows: [pending({ status: 'DRAFT', statusLabel: '待提交' })], total: 1 },
        'credit.cancel': aprDetail({ status: 'CANCELLED', actions: [] }),
      }),
    });
    const table = await screen.findByRole('table', { name: '已退回' });
    await user.click(await within(table).findByRole('button', { name: '查看' }));
    expect(await screen.findByText('合同编号有误')).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '应付账款明细' });
    await waitFor(() => expect(within(lines).getByText('待提交')).toBeInTheDocument());
    expect(sent('abs.payables').map((c) => c.body)).toContainEqual({ page: 1, size: 100, filters: { status: 'DRAFT' } });
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '撤销申请' }));
    await waitFor(() => expect(sent('credit.cancel')).toHaveLength(1));
  });
});

describe('应付账款登记, the core director (待确权)', () => {
  const directorServer = (over: Record<string, unknown> = {}) => ({
    'credit.applications': { rows: [aprRow()], total: 1 },
    'credit.application': aprDetail(),
    'abs.payables': {
      rows: [
        pending({ receivableNo: 'ABR20250616000011', amount: '120000.00' }),
        pending({ receivableNo: 'ABR20250616000012', amount: '80000.00', dueDate: '2025-10-17' }),
        pending({ receivableNo: 'ABR20250601000003', confirmAppNo: 'APR20250601000001' }),
      ],
      total: 3,
    },
    'credit.approve': aprDetail({ status: 'COMPLETED', actions: [] }),
    'credit.return': aprDetail({ status: 'RETURNED', actions: [] }),
    ...over,
  });

  it('lists the batches waiting, shows every payable of the one opened, and 同意 signs CONTRACT_SIGN over its 应付账款确认函', async () => {
    const { user, sent } = renderAbs(PayableRegisterPage, { at: AT, role: 'ROLE_DIRECTOR', server: directorServer() });
    expect(await screen.findByRole('tab', { name: '待确权', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '登记' })).not.toBeInTheDocument();
    const queue = await screen.findByRole('table', { name: '待确权' });
    await user.click(await within(queue).findByRole('button', { name: '确权' }));
    expect(await screen.findByRole('heading', { name: '应付账款确权 APR20250616000002' })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '应付账款明细' });
    await waitFor(() => expect(within(lines).getByText('ABR20250616000011')).toBeInTheDocument());
    expect(within(lines).getByText('ABR20250616000012')).toBeInTheDocument();
    // Another batch's payable is not part of this one.
    expect(within(lines).queryByText('ABR20250601000003')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('应付账款确认函');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请APR20250616000002')).toBeInTheDocument();
    expect(sent('credit.approve')).toHaveLength(1);
    expect(sent('credit.approve')[0]?.path).toContain('APR20250616000002');
    expect(sent('credit.approve')[0]?.body).toMatchObject({ original: expect.stringContaining('应付账款确认函') });
  });

  it('退回 sends the 意见', async () => {
    const { user, sent } = renderAbs(PayableRegisterPage, { at: `${AT}?appNo=APR20250616000002`, role: 'ROLE_DIRECTOR', server: directorServer() });
    await user.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '合同编号有误');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await screen.findByText('申请APR20250616000002已退回')).toBeInTheDocument();
    expect(sent('credit.return').map((c) => c.body)).toEqual([{ comment: '合同编号有误' }]);
  });

  it('says when nothing waits, and when the queue cannot be read', async () => {
    renderAbs(PayableRegisterPage, { at: AT, role: 'ROLE_DIRECTOR', server: directorServer({ 'credit.applications': { rows: [], total: 0 } }) });
    expect(await screen.findByText('暂无待确权的应付账款')).toBeInTheDocument();
  });

  it('a failed read offers 重试', async () => {
    renderAbs(PayableRegisterPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: directorServer({ 'credit.applications': () => new ApiError('E', '服务暂不可用', 503) }),
    });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

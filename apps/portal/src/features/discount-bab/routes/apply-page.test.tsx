import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiError } from '@scf/api';
import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import { describe, expect, it } from 'vitest';
import { APP_NO, S1, S3, application, babDetail, lb1, renderBab, row } from '../test/render-bab';
import BabApplyPage from './apply-page';

const AT = '/discount/core/bab/apply';
const base = { 'bab.lines': [lb1()], 'bab.payees': [S1, S3], 'bab.list': [] };

async function fillBill(user: UserEvent, bill: HTMLElement, amount: string, { trade = true } = {}) {
  await user.click(within(bill).getByRole('combobox', { name: '收票人' }));
  await user.click(await screen.findByRole('option', { name: S3.corpName }));
  await user.type(within(bill).getByRole('textbox', { name: '票据金额' }), amount);
  await user.click(within(bill).getByRole('combobox', { name: '到期日' }));
  await user.click(within(await screen.findByRole('dialog', { name: '日历' })).getByRole('button', { name: /2025年6月20日/ }));
  if (trade) {
    await user.type(within(bill).getByRole('textbox', { name: '合同编号' }), 'HT-C1-S3-2025-040');
    await user.type(within(bill).getByRole('textbox', { name: '发票号码' }), '25322000000031006519');
  }
}

describe('银承出票申请 (/discount/core/bab/apply), the core operator', () => {
  it('shows LB1 (可用 18,460,000.00元) and the §20.3 figures of 200 000.00: 保证金 60 000.00, 敞口 140 000.00, 手续费 100.00', async () => {
    const { user } = renderBab(BabApplyPage, { at: AT, server: base });
    const line = await screen.findByText('可用额度');
    expect(line.nextSibling).toHaveTextContent('18,460,000.00元');
    expect(screen.getByRole('textbox', { name: '出票日' })).toHaveValue('2025-06-16');
    const bill = screen.getByRole('group', { name: '第1张票据' });
    await user.type(within(bill).getByRole('textbox', { name: '票据金额' }), '200000');
    expect(within(bill).getByRole('status', { name: '第1张票据测算' })).toHaveTextContent('保证金 60000.00元 · 敞口 140000.00元 · 承兑手续费 100.00元');
    await user.click(screen.getByRole('button', { name: '添加票据' }));
    const second = screen.getByRole('group', { name: '第2张票据' });
    await user.type(within(second).getByRole('textbox', { name: '票据金额' }), '100000');
    expect(screen.getByText('保证金合计').nextSibling).toHaveTextContent('90,000.00元');
    expect(screen.getByText('承兑手续费合计').nextSibling).toHaveTextContent('150.00元');
    await user.click(within(second).getByRole('button', { name: '删除' }));
    expect(screen.queryByRole('group', { name: '第2张票据' })).not.toBeInTheDocument();
  });

  it('submits exactly the bills and says 待复核', async () => {
    const { user, sent } = renderBab(BabApplyPage, { at: AT, server: { ...base, 'bab.apply': application() } });
    await fillBill(user, await screen.findByRole('group', { name: '第1张票据' }), '200000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`已提交银承出票申请${APP_NO}，待复核`)).toBeInTheDocument();
    expect(sent('bab.apply')).toEqual([
      {
        fiCorpId: 'F1',
        issueDate: '2025-06-16',
        lines: [
          {
            payeeCorpId: 'S3',
            amount: '200000.00',
            dueDate: '2025-06-20',
            splittable: true,
            notTransferable: false,
            contractNo: 'HT-C1-S3-2025-040',
            invoiceNos: ['25322000000031006519'],
          },
        ],
      },
    ]);
  });

  it('refuses a bill without trade background before sending, and shows the server’s refusal verbatim', async () => {
    const { user, sent } = renderBab(BabApplyPage, {
      at: AT,
      server: { ...base, 'bab.apply': () => new ApiError('LIMIT_INSUFFICIENT', DISCOUNT_REFUSALS.lineShort, 200) },
    });
    const bill = await screen.findByRole('group', { name: '第1张票据' });
    await fillBill(user, bill, '200000', { trade: false });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_REFUSALS.tradeBackground);
    expect(sent('bab.apply')).toEqual([]);
    await user.type(within(bill).getByRole('textbox', { name: '合同编号' }), 'HT-1');
    await user.type(within(bill).getByRole('textbox', { name: '发票号码' }), '12345678');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DISCOUNT_REFUSALS.lineShort));
    expect(sent('bab.apply')).toHaveLength(1);
  });

  it('says when there is no acceptance line, and offers 重试 when the line cannot be read', async () => {
    const first = renderBab(BabApplyPage, { at: AT, server: { ...base, 'bab.lines': [] } });
    expect(await screen.findByText('暂无可用的承兑额度，请联系承兑行开立')).toBeInTheDocument();
    first.unmount();
    renderBab(BabApplyPage, { at: AT, server: { ...base, 'bab.lines': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('已退回: 编辑 loads the returned application into the form and resubmits it under its number', async () => {
    const returned = row({ status: 'RETURNED', statusLabel: '已退回' });
    const { user, sent } = renderBab(BabApplyPage, {
      at: AT,
      server: {
        ...base,
        'bab.list': (input: { body: { scope: string } }) => (input.body.scope === 'RETURNED' ? [returned] : []),
        'bab.detail': babDetail({ status: 'RETURNED' }),
        'bab.apply': application(),
      },
    });
    await user.click(await screen.findByRole('tab', { name: '已退回' }));
    const table = await screen.findByRole('table', { name: '已退回的银承出票申请' });
    await waitFor(() => expect(within(table).getByText(APP_NO)).toBeInTheDocument());
    expect(within(table).getByText(APP_NO).closest('tr')).toHaveTextContent('已退回');
    await user.click(within(table).getByRole('button', { name: `编辑 ${APP_NO}` }));
    const bill = await screen.findByRole('group', { name: '第1张票据' });
    expect(within(bill).getByRole('textbox', { name: '合同编号' })).toHaveValue('HT-C1-S3-2025-031');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`已提交银承出票申请${APP_NO}，待复核`)).toBeInTheDocument();
    expect(sent('bab.apply')[0]).toMatchObject({ appNo: APP_NO, lines: [{ payeeCorpId: 'S3', amount: '200000.00', dueDate: '2025-12-16' }] });
  });
});

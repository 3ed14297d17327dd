import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRow, creditDetail } from '../test/credit-fixtures';
import { renderCreditPage } from '../test/render-credit-page';
import { applyScreen } from './apply-tabs';

const WithdrawApplyPage = applyScreen({ bizType: 'WITHDRAW', apply: '撤回申请', mine: '我的撤回申请', form: () => <p>撤回表单</p> });

describe('an apply screen: its form, and the caller’s applications of its type', () => {
  it('lists the caller’s applications with their status and the row actions the server allows; a number opens one', async () => {
    const row = appRow({ appNo: 'WDR20250616000001', bizType: 'WITHDRAW', status: 'RETURNED', actions: ['CANCEL'] });
    const { user, sent } = renderCreditPage(WithdrawApplyPage, {
      at: '/credit/core/issue/issue-black',
      server: { applications: { rows: [row], total: 1 }, application: creditDetail('WITHDRAW', { appNo: row.appNo, actions: ['CANCEL'] }) },
    });
    expect(screen.getByText('撤回表单')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: '我的撤回申请' }));
    const table = await screen.findByRole('table', { name: '我的撤回申请' });
    expect(await within(table).findByText('已退回')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(sent('applications').at(-1)).toMatchObject({ filters: { scope: 'mine', bizType: 'WITHDRAW', productType: 'CREDIT' } });
    await user.click(within(table).getByRole('button', { name: row.appNo }));
    expect(await screen.findByRole('table', { name: '凭证明细' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
  });

  it('撤销申请 of a row after a confirm', async () => {
    const row = appRow({ appNo: 'WDR20250616000002', bizType: 'WITHDRAW', status: 'PENDING_REVIEW', actions: ['CANCEL'] });
    const { user, sent } = renderCreditPage(WithdrawApplyPage, {
      at: '/credit/core/issue/issue-black?tab=mine',
      server: { applications: { rows: [row], total: 1 }, cancel: creditDetail('WITHDRAW', { status: 'CANCELLED', actions: [] }) },
    });
    const table = await screen.findByRole('table', { name: '我的撤回申请' });
    expect(await within(table).findByText('待复核')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '撤销申请' }));
    expect(sent('cancel')).toEqual([]);
    await user.click(within(await screen.findByRole('alertdialog', { name: `确认撤销申请${row.appNo}？` })).getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByText('已撤销申请')).toBeInTheDocument();
    expect(sent('cancel')).toEqual([`/v1/applications/${row.appNo}/cancel`]);
  });
});

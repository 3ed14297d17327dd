import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@scf/api';
import { CONTRACTS, ISSUERS, RECEIVERS, BUSINESS_NOW, appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import IssuePage from './issue-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BUSINESS_NOW);
});
afterEach(() => vi.useRealTimers());

const PAGE = '/credit/core/issue/issue';
const saved = (over = {}) => issueDetail({ appNo: 'ISS20250616000009', status: 'DRAFT', actions: ['EDIT', 'CANCEL'], ...over });
const server = (over = {}) => ({
  issuers: ISSUERS,
  receivers: RECEIVERS,
  contracts: CONTRACTS,
  applications: { rows: [], total: 0 },
  issueApply: saved(),
  ...over,
});

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Fills line 1: S1, the amount, 2025-06-20 and the contract. The first case types the amount key by key; the others
 * paste it (a keystroke re-renders the whole form, and typing is not what they test).
 */
async function fillLine(user: UserEvent, amount: string, { typed = false } = {}) {
  await choose(user, '开立方', '徐州示例重工集团有限公司');
  await choose(user, '接收方', '江苏示例精密锻造有限公司');
  const box = screen.getByRole('textbox', { name: '开立金额' });
  if (typed) await user.type(box, amount);
  else {
    await user.click(box);
    await user.paste(amount);
  }
  await user.click(screen.getByRole('combobox', { name: '承诺付款日' }));
  await user.click(within(await screen.findByRole('dialog', { name: '日历' })).getByRole('button', { name: /2025年6月20日/ }));
  await choose(user, '合同', 'HT-2025-001 锻件采购合同');
}

describe('开立申请 (/credit/core/issue/issue)', () => {
  it('shows the issuer’s available limit and the receiver’s account, and submits exactly the contract’s body once', async () => {
    const { user, sent, keysOf } = renderCreditPage(IssuePage, { at: PAGE, server: server({ issueApply: saved({ status: 'PENDING_REVIEW' }) }) });
    expect(await screen.findByRole('heading', { name: '开立申请', level: 1 })).toBeInTheDocument();
    await fillLine(user, '1000000', { typed: true });
    expect(screen.getByText('可用额度：', { exact: false })).toHaveTextContent('22,640,000.00元');
    expect(screen.getByRole('textbox', { name: '接收方账户' })).toHaveValue('32050161000000001101（中国建设银行徐州分行）');
    expect(screen.getByRole('status', { name: '开立合计' })).toHaveTextContent('合计 1 笔，开立金额 1,000,000.00元大写：壹佰万元整');

    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交开立申请ISS20250616000009，等待复核')).toBeInTheDocument();
    expect(sent('issueApply')).toEqual([
      {
        productType: 'CREDIT',
        issuerCorpId: 'C1',
        lines: [{ receiverCorpId: 'S1', amount: '1000000.00', dueDate: '2025-06-20', contractId: 'K1', remark: '' }],
        submit: true,
      },
    ]);
    expect(sent('contracts')).toContainEqual({ issuerCorpId: 'C1', receiverCorpId: 'S1' });
    expect(keysOf('issueApply')[0]).toMatch(/^[0-9a-f]{32}$/);
    // A fresh form for the next application.
    await waitFor(() => expect(screen.getByRole('combobox', { name: '开立方' })).toHaveTextContent('请选择开立方'));
  });

  it('refuses a total over the available limit with 可用额度不足 and sends nothing', async () => {
    const { user, sent } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await fillLine(user, '30000000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('可用额度不足')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '开立金额' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('issueApply')).toEqual([]);
  });

  it('says what is missing, in Chinese, and sends nothing', async () => {
    const { user, sent } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        '请选择开立方',
        '请选择接收方',
        '请输入开立金额',
        '请选择承诺付款日',
        '请选择合同',
      ]),
    );
    expect(sent('issueApply')).toEqual([]);
  });

  it('greys out holidays and days outside 1–180 days in the calendar', async () => {
    const { user } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await user.click(await screen.findByRole('combobox', { name: '承诺付款日' }));
    const calendar = await screen.findByRole('dialog', { name: '日历' });
    expect(within(calendar).getByRole('button', { name: /2025年6月21日/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /2025年6月16日/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /2025年6月20日/ })).toBeEnabled();
  });

  it('a returned application with a due date that is now a holiday: 到期日须为工作日 on the field, nothing sent', async () => {
    const returned = issueDetail({
      status: 'RETURNED',
      comment: '请核对付款日',
      actions: ['EDIT', 'CANCEL'],
      lines: [{ ...issueDetail().lines[0]!, dueDate: '2025-10-01' }],
    });
    const { user, sent } = renderCreditPage(IssuePage, { at: `${PAGE}?edit=ISS20250616000003`, server: server({ application: returned }) });
    expect(await screen.findByText(/退回意见：请核对付款日/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('到期日须为工作日')).toBeInTheDocument();
    expect(sent('issueApply')).toEqual([]);
  });

  it('puts the server’s refusal on the field it names, keeps what was typed, and retries with the same key', async () => {
    let refuse = true;
    const issueApply = () => (refuse ? new ApiError('LEDGER_RULE', '请选择与接收方签订的贸易合同', 200) : saved({ status: 'PENDING_REVIEW' }));
    const { user, sent, keysOf } = renderCreditPage(IssuePage, { at: PAGE, server: server({ issueApply }) });
    await fillLine(user, '1000000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择与接收方签订的贸易合同')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '合同' })).toHaveTextContent('HT-2025-001 锻件采购合同');
    expect(screen.getByRole('textbox', { name: '开立金额' })).toHaveValue('1,000,000.00');

    refuse = false;
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交开立申请ISS20250616000009，等待复核')).toBeInTheDocument();
    expect(sent('issueApply')).toHaveLength(2);
    const [first, second] = keysOf('issueApply');
    expect(second).toBe(first);
  });

  it('保存 keeps a draft; the 提交 after it edits that draft under a new key', async () => {
    const { user, sent, keysOf } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await fillLine(user, '2000000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存草稿ISS20250616000009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent('issueApply')).toHaveLength(2));
    expect(sent('issueApply')).toMatchObject([{ submit: false }, { appNo: 'ISS20250616000009', submit: true }]);
    const [saveKey, submitKey] = keysOf('issueApply');
    expect(submitKey).not.toBe(saveKey);
  });

  it('adds and removes lines and totals the batch in 大写', async () => {
    const { user } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await user.type(await screen.findByRole('textbox', { name: '开立金额' }), '100');
    await user.click(screen.getByRole('button', { name: '+ 添加明细' }));
    const amounts = screen.getAllByRole('textbox', { name: '开立金额' });
    await user.type(amounts[1]!, '50.5');
    expect(screen.getByRole('status', { name: '开立合计' })).toHaveTextContent('合计 2 笔，开立金额 150.50元大写：壹佰伍拾元伍角');
    await user.click(screen.getByRole('button', { name: '删除明细2' }));
    expect(screen.getByRole('status', { name: '开立合计' })).toHaveTextContent('合计 1 笔，开立金额 100.00元');
  });

  // Issue 28 item 11: after a refused 提交, a 明细 added next was born with every field red before the user touched it.
  it('a 明细 added after a refused 提交 starts without errors; the next 提交 checks it', async () => {
    const { user } = renderCreditPage(IssuePage, { at: PAGE, server: server() });
    await screen.findByRole('textbox', { name: '开立金额' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    const first = screen.getByRole('group', { name: '明细1' });
    await waitFor(() => expect(within(first).getByRole('textbox', { name: '开立金额' })).toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: '+ 添加明细' }));
    const second = screen.getByRole('group', { name: '明细2' });
    await user.type(within(first).getByRole('textbox', { name: '开立金额' }), '100');
    await waitFor(() => expect(within(first).getByRole('textbox', { name: '开立金额' })).not.toHaveAttribute('aria-invalid', 'true'));
    const controls = [...within(second).getAllByRole('textbox'), ...within(second).getAllByRole('combobox')];
    expect(controls.filter((c) => c.getAttribute('aria-invalid') === 'true')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(within(second).getByRole('textbox', { name: '开立金额' })).toHaveAttribute('aria-invalid', 'true'));
  });

  it('我的开立申请: 编辑 loads the draft into the form', async () => {
    const rows = [appRow({ appNo: 'ISS20250616000009', status: 'DRAFT', actions: ['EDIT', 'CANCEL'] })];
    const { user, sent } = renderCreditPage(IssuePage, { at: `${PAGE}?tab=mine`, server: server({ applications: { rows, total: 1 }, application: saved() }) });
    const draft = (await within(await screen.findByRole('table', { name: '我的开立申请' })).findByText('ISS20250616000009')).closest('tr')!;
    await user.click(within(draft).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('正在编辑申请 ISS20250616000009')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '开立金额' })).toHaveValue('800,000.00');
    expect(applicationsFilters(sent('applications'))).toContainEqual({ scope: 'mine', bizType: 'ISSUE', productType: 'CREDIT' });
  });

  it('asks before leaving unsaved changes, and not after a submission', async () => {
    const returned = issueDetail({ status: 'RETURNED', actions: ['EDIT', 'CANCEL'] });
    const { user } = renderCreditPage(IssuePage, {
      at: `${PAGE}?edit=ISS20250616000003`,
      server: server({ application: returned, issueApply: saved({ status: 'PENDING_REVIEW' }) }),
    });
    const remark = await screen.findByRole('textbox', { name: '备注' });
    await user.type(remark, '，补充说明');
    await user.click(screen.getByRole('tab', { name: '我的开立申请' }));
    const ask = await screen.findByRole('alertdialog', { name: '您有未保存的内容，确定离开吗？' });
    await user.click(within(ask).getByRole('button', { name: '留在此页' }));
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('二季度钢材，补充说明');

    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交开立申请ISS20250616000009，等待复核')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: '开立申请' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: '开立方' })).toHaveTextContent('请选择开立方');
  });

  it('the voucher twin issues on the voucher product', async () => {
    const { sent } = renderCreditPage(IssuePage, { at: '/voucher/core/issue/issue?tab=mine', server: server() });
    await screen.findByRole('table', { name: '我的开立申请' });
    expect(applicationsFilters(sent('applications'))).toContainEqual({ scope: 'mine', bizType: 'ISSUE', productType: 'VOUCHER' });
  });
});

function applicationsFilters(bodies: unknown[]) {
  return bodies.map((b) => (b as { filters: unknown }).filters);
}

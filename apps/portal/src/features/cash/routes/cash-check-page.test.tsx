import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { check, financedLeaf, leaf, plan } from '../test/cash-fixtures';
import { expectRow } from '../../../test/expect-row';
import { renderCashPage } from '../test/render-cash-page';
import CashCheckPage from './cash-check-page';

const AT = '/credit/core/cash/cash-check';
const ICBC_AT = '/credit/core/cash/icbccash-apply';

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('兑付检查 (/credit/core/cash/cash-check)', () => {
  it('lists the leaves due with whom each pays and where, the balance and the shortfall', async () => {
    const { sent } = renderCashPage(CashCheckPage, { at: AT, server: { check: check() } });
    expect(await screen.findByRole('heading', { level: 1, name: '兑付检查' })).toBeInTheDocument();
    const leaves = await screen.findByRole('table', { name: '到期凭证' });
    // No date asked: the server picks the next due date.
    expect(sent('check')).toEqual([{ variant: 'CASH' }]);
    await expectRow(leaves, /XG2025031000000004/, [
      '江苏示例精密锻造有限公司（持有人）',
      '6217001360000011001（中国建设银行徐州分行）',
      '200,000.00',
      '持有中',
    ]);
    await expectRow(leaves, /XG2025031000000005/, ['中国建设银行股份有限公司徐州分行（金融机构）', '32050161000000002101', '150,000.50']);

    expect(screen.getByRole('combobox', { name: '到期日' })).toHaveTextContent('2025-06-20');
    expect(fact('兑付总额')).toHaveTextContent('350,000.50');
    expect(fact('笔数')).toHaveTextContent('2笔');
    expect(fact('付款账户')).toHaveTextContent('32050161000000009901（中国建设银行徐州分行）');
    expect(fact('账户余额')).toHaveTextContent('300,000.00');
    expect(fact('资金缺口')).toHaveTextContent('50,000.50');
    expect(fact('提交时间')).toHaveTextContent('2025-06-13 至 2025-06-20 16:00');
    expect(screen.getByRole('note')).toHaveTextContent('兑付专户余额不足，请补足资金，或勾选“资金已备足”并填写划款流水号。');
    expect(screen.getByRole('checkbox', { name: '资金已备足' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: '划款流水号' })).toBeNull();
  });

  it('资金已备足 needs the funding reference; the plan is then submitted with it', async () => {
    const submitted = plan({ fundsReady: true, fundingRef: 'HK20250616001', total: '350000.50', lineCount: 2 });
    const { user, sent, keysOf } = renderCashPage(CashCheckPage, { at: `${AT}?date=2025-06-20`, server: { check: check(), submit: submitted } });
    await user.click(await screen.findByRole('checkbox', { name: '资金已备足' }));
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    const ref = screen.getByRole('textbox', { name: '划款流水号' });
    expect(ref).toHaveAccessibleDescription(/请填写划款流水号/);
    expect(ref).toBeInvalid();
    expect(sent('submit')).toEqual([]);

    await user.type(ref, 'HK20250616001');
    expect(ref).not.toHaveAccessibleDescription(/请填写划款流水号/);
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    expect(await screen.findByText('兑付计划CSH20250616000001已提交，待主管审批')).toBeInTheDocument();
    expect(sent('check')[0]).toEqual({ variant: 'CASH', dueDate: '2025-06-20' });
    expect(sent('submit')).toEqual([
      { variant: 'CASH', dueDate: '2025-06-20', fundsReady: true, fundingRef: 'HK20250616001', payerAccountNo: '', payerBankName: '' },
    ]);
    expect(keysOf('submit')[0]).toMatch(/\S{8,}/);
    const done = screen.getByLabelText('兑付计划CSH20250616000001');
    expect(done).toHaveTextContent('是（划款流水号 HK20250616001）');
    expect(screen.queryByRole('button', { name: '提交兑付计划' })).toBeNull();
  });

  it('shows the server’s refusal, keeps what was typed and retries under the same key', async () => {
    let refuse = true;
    const { user, sent, keysOf } = renderCashPage(CashCheckPage, {
      at: AT,
      server: { check: check(), submit: () => (refuse ? new ApiError('CASH_WINDOW_CLOSED', '已过当日16:00，不能提交兑付计划', 200) : plan()) },
    });
    await user.click(await screen.findByRole('checkbox', { name: '资金已备足' }));
    await user.type(screen.getByRole('textbox', { name: '划款流水号' }), 'HK-1');
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：已过当日16:00，不能提交兑付计划');
    expect(screen.getByRole('textbox', { name: '划款流水号' })).toHaveValue('HK-1');
    expect(screen.getByRole('checkbox', { name: '资金已备足' })).toBeChecked();
    refuse = false;
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    expect(await screen.findByText('兑付计划CSH20250616000001已提交，待主管审批')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('submit')).toHaveLength(2);
    const [first, second] = keysOf('submit');
    expect(second).toBe(first);
  });

  it('another due date is asked for by the date field; a covered balance submits without 资金已备足', async () => {
    const { user, sent } = renderCashPage(CashCheckPage, {
      at: AT,
      server: {
        check: (input: { body: { dueDate?: string } }) =>
          input.body.dueDate === '2025-06-27'
            ? check({ dueDate: '2025-06-27', leaves: [leaf({ dueDate: '2025-06-27' })], total: '200000.00', balance: '400000.00', shortfall: '0.00' })
            : check(),
        submit: plan({ dueDate: '2025-06-27' }),
      },
    });
    await screen.findByRole('table', { name: '到期凭证' });
    expect(screen.getByRole('note')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '到期日' }));
    const calendar = await screen.findByRole('dialog', { name: '日历' });
    await user.click(
      within(calendar)
        .getAllByRole('gridcell')
        .find((cell) => cell.textContent === '27')!
        .querySelector('button')!,
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: '到期凭证' })).getAllByRole('row')).toHaveLength(2));
    expect(sent('check')).toEqual([{ variant: 'CASH' }, { variant: 'CASH', dueDate: '2025-06-27' }]);
    expect(screen.getByRole('combobox', { name: '到期日' })).toHaveTextContent('2025-06-27');
    expect(fact('资金缺口')).toHaveTextContent('0.00');
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    await screen.findByText('兑付计划CSH20250616000001已提交，待主管审批');
    expect(sent('submit')).toEqual([{ variant: 'CASH', dueDate: '2025-06-27', fundsReady: false, fundingRef: '', payerAccountNo: '', payerBankName: '' }]);
  });

  it('outside the window it says why and 提交 is disabled; no leaves shows the empty text', async () => {
    renderCashPage(CashCheckPage, {
      at: AT,
      server: {
        check: check({
          dueDate: null,
          open: false,
          closedReason: '暂无待兑付的到期凭证',
          leaves: [],
          total: '0.00',
          shortfall: '0.00',
          windowFrom: null,
          windowTo: null,
        }),
      },
    });
    const leaves = await screen.findByRole('table', { name: '到期凭证' });
    expect(within(leaves).getByText('暂无待兑付的凭证')).toBeInTheDocument();
    expect(screen.getByText('暂无待兑付的到期凭证')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: '提交兑付计划' })).toBeDisabled();
    expect(fact('提交时间')).toHaveTextContent('—');
    expect(fact('笔数')).toHaveTextContent('0笔');
  });

  it('says what failed to load and 重试 loads it', async () => {
    let fail = true;
    const { user } = renderCashPage(CashCheckPage, { at: AT, server: { check: () => (fail ? new Error('网络异常') : check()) } });
    expect(screen.getByRole('status', { name: '正在加载兑付检查' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('兑付检查加载失败：网络异常');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '到期凭证' })).toBeInTheDocument();
  });
});

describe('工行兑付申请 (/credit/core/cash/icbccash-apply)', () => {
  it('needs the payer account at the other bank and sends it with the ICBC variant, funds counted as ready', async () => {
    const icbc = check({ variant: 'ICBC', payerAccount: null, balance: null, shortfall: '350000.50', leaves: [leaf(), financedLeaf()] });
    const { user, sent } = renderCashPage(CashCheckPage, {
      at: ICBC_AT,
      server: {
        check: icbc,
        submit: plan({
          variant: 'ICBC',
          payerAccountType: 'OTHER_BANK',
          payerAccount: { accountNo: '1202020209000012345', accountName: '徐州示例重工集团有限公司', bankName: '中国工商银行徐州分行' },
          fundsReady: true,
          fundingRef: 'GH-1',
        }),
      },
    });
    await screen.findByRole('table', { name: '到期凭证' });
    expect(sent('check')).toEqual([{ variant: 'ICBC' }]);
    expect(fact('付款账户')).toHaveTextContent('他行账户（提交时填写）');
    expect(fact('账户余额')).toHaveTextContent('—');
    const ready = screen.getByRole('checkbox', { name: '资金已备足' });
    expect(ready).toBeChecked();
    expect(ready).toBeDisabled();
    // The shortfall of the platform's account does not apply to another bank's.
    expect(screen.queryByRole('note')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: '他行付款账号' }), '12ab');
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    expect(screen.getByRole('textbox', { name: '他行付款账号' })).toHaveAccessibleDescription(/请填写8至32位数字的他行付款账号/);
    expect(screen.getByRole('textbox', { name: '开户行' })).toHaveAccessibleDescription(/请填写开户行/);
    expect(screen.getByRole('textbox', { name: '划款流水号' })).toHaveAccessibleDescription(/请填写划款流水号/);
    expect(sent('submit')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: '他行付款账号' }));
    await user.type(screen.getByRole('textbox', { name: '他行付款账号' }), '1202020209000012345');
    await user.type(screen.getByRole('textbox', { name: '开户行' }), '中国工商银行徐州分行');
    await user.type(screen.getByRole('textbox', { name: '划款流水号' }), 'GH-1');
    await user.click(screen.getByRole('button', { name: '提交兑付计划' }));
    expect(await screen.findByText('兑付计划CSH20250616000001已提交，待主管审批')).toBeInTheDocument();
    expect(sent('submit')).toEqual([
      {
        variant: 'ICBC',
        dueDate: '2025-06-20',
        fundsReady: true,
        fundingRef: 'GH-1',
        payerAccountNo: '1202020209000012345',
        payerBankName: '中国工商银行徐州分行',
      },
    ]);
    expect(screen.getByLabelText('兑付计划CSH20250616000001')).toHaveTextContent('1202020209000012345（中国工商银行徐州分行，他行账户）');
  });
});

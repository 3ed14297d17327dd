import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GrantedMenuTree } from '@scf/api/contract';
import { calendar, financedLeaf, leaf } from '../test/cash-fixtures';
import { creditMenuGroup, menuPage } from '../../../test/fixtures';
import { renderCashPage } from '../test/render-cash-page';
import CashCalendarPage from './cash-calendar-page';

const AT = '/credit/core/cash/cash-calendar';

/** June 2025: 06-13 paid, 06-20 two leaves (one to pay, one approved) with a plan waiting, an overdue leaf on 06-10. */
const JUNE = calendar(
  '2025-06',
  {
    '2025-06-10': { count: 1, total: '80000.00', overdue: { count: 1, amount: '80000.00' } },
    '2025-06-13': { count: 2, total: '500000.00', paid: { count: 2, amount: '500000.00' } },
    '2025-06-20': { count: 2, total: '350000.50', toPay: { count: 1, amount: '200000.00' }, approved: { count: 1, amount: '150000.50' }, pendingPlans: 1 },
  },
  '2025-06-20',
);

const cashMenus: GrantedMenuTree = {
  menus: [creditMenuGroup(menuPage('c1', '兑付日历', '/credit/core/cash/cash-calendar'), menuPage('c2', '兑付检查', '/credit/core/cash/cash-check'))],
  menuPerms: [],
};

const grid = () => screen.findByRole('grid', { name: '兑付日历 2025-06' });
const dayButton = (g: HTMLElement, name: RegExp) => within(g).getByRole('button', { name });

describe('兑付日历 (/credit/core/cash/cash-calendar)', () => {
  it('shows the business month Monday first with each day’s counts and sums by state, holidays marked', async () => {
    const { sent } = renderCashPage(CashCalendarPage, { at: AT, server: { calendar: JUNE } });
    expect(await screen.findByRole('heading', { level: 1, name: '兑付日历' })).toBeInTheDocument();
    const g = await grid();
    expect(sent('calendar')).toEqual([{ month: '2025-06' }]);
    expect(screen.getByRole('heading', { level: 2, name: '2025年06月' })).toBeInTheDocument();
    expect(screen.getByText('下一到期日：2025-06-20')).toBeInTheDocument();
    expect(
      within(g)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    // 2025-06-01 is a Sunday: six blanks before it in the first week.
    const firstWeek = within(g).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('button')).toHaveLength(1);
    expect(within(firstWeek).getByRole('button')).toHaveAccessibleName(/^2025年6月1日，非工作日，无到期凭证$/);
    expect(within(g).getAllByRole('button')).toHaveLength(30);

    const d20 = dayButton(g, /^2025年6月20日/);
    expect(d20).toHaveAccessibleName('2025年6月20日，待兑付1笔200,000.00元，已审批1笔150,000.50元，兑付计划待审批');
    expect(d20).toHaveTextContent('待兑付 1笔 200,000.00');
    expect(d20).toHaveTextContent('已审批 1笔 150,000.50');
    expect(d20).toHaveTextContent('计划待审批');
    expect(dayButton(g, /^2025年6月13日/)).toHaveAccessibleName('2025年6月13日，已兑付2笔500,000.00元');
    expect(dayButton(g, /^2025年6月10日/)).toHaveAccessibleName('2025年6月10日，逾期1笔80,000.00元');
    // The weekend and holidays are marked as such; a working day without leaves says so.
    expect(dayButton(g, /^2025年6月21日/)).toHaveAccessibleName('2025年6月21日，非工作日，无到期凭证');
    expect(dayButton(g, /^2025年6月16日/)).toHaveAccessibleName('2025年6月16日，无到期凭证');
    expect(dayButton(g, /^2025年6月16日/)).not.toHaveTextContent('笔');
  });

  it('moves focus between days with the arrow keys (one focusable day) and Enter opens the day’s leaves', async () => {
    const { user, sent } = renderCashPage(CashCalendarPage, {
      at: AT,
      server: { calendar: JUNE, day: [leaf(), financedLeaf({ lineStatus: 'PENDING', planNo: 'CSH20250616000001' })] },
    });
    const g = await grid();
    // The business date is the one day in the tab order.
    const today = dayButton(g, /^2025年6月16日/);
    expect(today).toHaveAttribute('tabindex', '0');
    expect(
      within(g)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
    // Tab from 下一月 lands on the grid's one tab stop.
    screen.getByRole('button', { name: '下一月' }).focus();
    await user.tab();
    expect(today).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton(g, /^2025年6月17日/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(g, /^2025年6月24日/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(dayButton(g, /^2025年6月16日/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const d20 = dayButton(g, /^2025年6月20日/);
    expect(d20).toHaveFocus();
    expect(d20).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('table', { name: '2025-06-20 到期凭证' })).toBeNull();

    await user.keyboard('{Enter}');
    const list = await screen.findByRole('table', { name: '2025-06-20 到期凭证' });
    expect(sent('day')).toEqual([{ date: '2025-06-20' }]);
    expect(d20.closest('td')).toHaveAttribute('aria-selected', 'true');
    const s1 = within(list).getByRole('row', { name: /江苏示例精密锻造有限公司（持有人）/ });
    expect(s1).toHaveTextContent('6217001360000011001（中国建设银行徐州分行）');
    expect(s1).toHaveTextContent('200,000.00');
    const fi = within(list).getByRole('row', { name: /中国建设银行股份有限公司徐州分行（金融机构）/ });
    expect(fi).toHaveTextContent('150,000.50');
    expect(fi).toHaveTextContent('待付款');
    // The operator without 兑付检查 granted gets no link to it.
    expect(screen.queryByRole('link', { name: '去兑付检查' })).toBeNull();
  });

  it('stops at the month’s ends and clicking a day links the operator to its 兑付检查', async () => {
    const { user } = renderCashPage(CashCalendarPage, { at: `${AT}?month=2025-06`, server: { calendar: JUNE, day: [leaf()] }, menus: cashMenus });
    const g = await grid();
    dayButton(g, /^2025年6月2日/).focus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton(g, /^2025年6月1日/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dayButton(g, /^2025年6月1日/)).toHaveFocus();
    await user.click(dayButton(g, /^2025年6月20日/));
    await screen.findByRole('table', { name: '2025-06-20 到期凭证' });
    expect(await screen.findByRole('link', { name: '去兑付检查' })).toHaveAttribute('href', '/credit/core/cash/cash-check?date=2025-06-20');
  });

  it('an empty month: every day says 无到期凭证, and a day opens an empty list', async () => {
    const { user, sent } = renderCashPage(CashCalendarPage, {
      at: AT,
      server: { calendar: (input: { body: { month: string } }) => (input.body.month === '2025-06' ? JUNE : calendar(input.body.month)), day: [] },
    });
    await grid();
    await user.click(screen.getByRole('button', { name: '下一月' }));
    const july = await screen.findByRole('grid', { name: '兑付日历 2025-07' });
    expect(sent('calendar')).toEqual([{ month: '2025-06' }, { month: '2025-07' }]);
    expect(screen.getByRole('heading', { level: 2, name: '2025年07月' })).toBeInTheDocument();
    expect(screen.queryByText(/^下一到期日/)).toBeNull();
    const days = within(july).getAllByRole('button');
    expect(days).toHaveLength(31);
    for (const d of days) expect(d).toHaveAccessibleName(/无到期凭证$/);
    expect(july).not.toHaveTextContent('笔');
    await user.click(dayButton(july, /^2025年7月1日/));
    const list = await screen.findByRole('table', { name: '2025-07-01 到期凭证' });
    expect(await within(list).findByText('当日无到期凭证')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一月' }));
    expect(await grid()).toBeInTheDocument();
    // Changing the month closes the day's list.
    expect(screen.queryByRole('table', { name: '2025-07-01 到期凭证' })).toBeNull();
  });

  it('says what failed and 重试 loads the month again', async () => {
    let fail = true;
    const { user, sent } = renderCashPage(CashCalendarPage, {
      at: AT,
      server: {
        calendar: () => {
          if (fail) return new Error('兑付日历暂不可用');
          return JUNE;
        },
      },
    });
    expect(screen.getByRole('status', { name: '正在加载兑付日历' })).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('兑付日历加载失败：兑付日历暂不可用');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('calendar').length).toBeGreaterThanOrEqual(2);
  });
});

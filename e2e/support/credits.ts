import { expect, type Locator, type Page } from '@playwright/test';
import { pickDate, type Day } from './date-picker';
import { login, logout } from './login';
import { plugInRoleKey, confirmSignature } from './ukey';

/** Open a screen from the side menu (菜单), as a user finds it: no URL typed. */
export async function openFromMenu(page: Page, title: string): Promise<void> {
  const link = page.getByRole('navigation', { name: '菜单', exact: true }).getByRole('link', { name: title, exact: true });
  const heading = page.getByRole('heading', { level: 1, name: title });
  // The menu can still move while the page's first data arrive (a badge, a group opening): a click that landed on the
  // moving menu is tried again until the screen is there, as a user would click once more.
  // The first try always clicks (a spec may open the screen it is on again to reload it); a later one only if not there.
  let tries = 0;
  await expect(async () => {
    tries += 1;
    if (tries > 1 && (await heading.isVisible())) return;
    await link.click();
    await expect(heading).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Into an area from the product bar (支付通, 我的, 首页 …), and there before anything else is clicked (the page at the
 * link's address, or the link the current page): until then the menu beside it can still be the old area's, whose
 * titles may be the same (供应商 is in 电子债权凭证 and in 支付通), and a click there would open the old area's page.
 */
export async function openArea(page: Page, area: string): Promise<void> {
  const link = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: area, exact: true });
  const href = await link.getAttribute('href');
  await link.click();
  await expect.poll(async () => new URL(page.url()).pathname === href || (await link.getAttribute('aria-current')) === 'page').toBe(true);
}

/** Pick an option of a ui Select by its accessible name. */
export async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The amount of a home tile headed `title`, in fen (read from the figure's `data-amount`, the wire value). */
export async function tileAmount(page: Page, title: string): Promise<number> {
  const heading = page.getByRole('main').getByRole('heading', { name: title, exact: true }).first();
  await expect(heading).toBeVisible();
  const value = await heading.locator('xpath=..').locator('[data-amount]').first().getAttribute('data-amount');
  return Math.round(Number(value) * 100);
}

const RECEIVERS = { s1: '江苏示例精密锻造有限公司', s2: '苏州示例钢材贸易有限公司' } as const;

/** A credit C1 issues: to S1 (the default, on contract HT-2025-001) or S2, of `amount` yuan as typed, due on `due`. */
export interface NewCredit {
  receiver?: keyof typeof RECEIVERS;
  amount: string;
  due: Day;
  contract?: RegExp;
}

/** How a table shows an amount typed as `amount`: 5000 → 5,000.00. */
const shown = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** c1_op issues one credit from the 开立申请 screen; returns the application number. */
export async function issueCredit(page: Page, { receiver = 's1', amount, due, contract = /HT-2025-001/ }: NewCredit): Promise<string> {
  await openFromMenu(page, '开立申请');
  await choose(page, '开立方', '徐州示例重工集团有限公司');
  await choose(page, '接收方', RECEIVERS[receiver]);
  await page.getByRole('textbox', { name: '开立金额' }).fill(amount);
  await pickDate(page, page, '承诺付款日', due);
  await choose(page, '合同', contract);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const toast = page.getByText(/已提交开立申请(ISS\d+)，等待复核/).first();
  await expect(toast).toBeVisible();
  return /ISS\d+/.exec((await toast.textContent()) ?? '')![0];
}

/** c1_op issues one credit to S1 from the 开立申请 screen; returns the application number. */
export const issueToS1 = (page: Page, amount: string, due: Day): Promise<string> => issueCredit(page, { amount, due });

/** Who handles an application: `applicant` submits it, `director` approves it with the key from the review queue `queue`. */
export interface TwoHands {
  applicant: string;
  director: string;
  queue: string;
}

/** An application through its two hands: `apply` fills and submits it (returning its number), then it is approved with the key. Returns the number. */
export async function appliedAndApproved(page: Page, { applicant, director, queue }: TwoHands, apply: () => Promise<string>): Promise<string> {
  let appNo = '';
  await as(page, applicant, async () => {
    appNo = await apply();
  });
  await as(page, director, async () => {
    await approveWithKey(page, queue, appNo);
  });
  return appNo;
}

/** c1_op issues a credit and c1_dir approves it with the key (开立复核): it waits for its receiver. Returns the application number. */
export const issueApproved = (page: Page, credit: NewCredit): Promise<string> =>
  appliedAndApproved(page, { applicant: 'c1_op', director: 'c1_dir', queue: '开立复核' }, () => issueCredit(page, credit));

/** A new credit in its receiver's hands: issued and approved, then signed for by the receiver's operator and approved by its director with the key. */
export async function holdNewCredit(page: Page, credit: NewCredit): Promise<string> {
  const appNo = await issueApproved(page, credit);
  const receiver = credit.receiver ?? 's1';
  await as(page, `${receiver}_op`, async () => {
    await decideOnTodo(page, shown(credit.amount), '签收');
  });
  await as(page, `${receiver}_dir`, async () => {
    await approveSignFor(page, shown(credit.amount));
  });
  return appNo;
}

/** A director opens an application from a review queue and presses 退回: the 退回 dialog (意见, 退回). */
export async function openReturnDialog(page: Page, queueTitle: string, appNo: string): Promise<Locator> {
  await openFromMenu(page, queueTitle);
  await page.getByRole('button', { name: appNo }).click();
  await page
    .getByRole('region', { name: `申请详情 ${appNo}` })
    .getByRole('button', { name: '退回' })
    .click();
  return page.getByRole('dialog', { name: '退回' });
}

/**
 * After a submit: the number (`no`, e.g. /RTN\d+/) of the first application of this amount on the screen's tab `tab`
 * (我的退回申请, the table of the same name), which reads `status` when one is given.
 */
export async function myApplicationNo(page: Page, tab: string, amount: string, no: RegExp, status?: string): Promise<string> {
  await page.getByRole('tab', { name: tab }).click();
  const row = page.getByRole('table', { name: tab }).getByRole('row').filter({ hasText: amount }).first();
  if (status) await expect(row).toContainText(status);
  return no.exec((await row.textContent()) ?? '')?.[0] ?? '';
}

/** Press 提交, wait for the screen to say `said`, and read the new application's number as {@link myApplicationNo} does. */
export async function submitApplication(page: Page, said: string, tab: string, amount: string, no: RegExp, status?: string): Promise<string> {
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText(said, { exact: true }).first()).toBeVisible();
  return myApplicationNo(page, tab, amount, no, status);
}

/** In an open 退回 dialog (see {@link openReturnDialog}): write the 意见 and press 退回. */
export async function returnWithOpinion(page: Page, dialog: Locator, opinion: string): Promise<void> {
  await dialog.getByRole('textbox', { name: '意见' }).fill(opinion);
  await dialog.getByRole('button', { name: '退回' }).click();
  await expect(page.getByText(/已退回/).first()).toBeVisible();
}

/** A director approves an application from a review queue with the key of the role (the local agent's demo key). */
export async function approveWithKey(page: Page, queueTitle: string, appNo: string): Promise<void> {
  await openFromMenu(page, queueTitle);
  await page.getByRole('button', { name: appNo }).click();
  // The key goes in before 同意, as a director does: the agent's admin calls never run beside the flow's own.
  await plugInRoleKey();
  await page
    .getByRole('region', { name: `申请详情 ${appNo}` })
    .getByRole('button', { name: '同意' })
    .click();
  await confirmSignature(page);
  await expect(page.getByText(/已同意申请/).first()).toBeVisible();
}

export async function as(page: Page, user: string, run: () => Promise<void>): Promise<void> {
  await login(page, user);
  await run();
  await logout(page);
}

/** The row of the 待办事项 table with this amount, opened with 办理. */
export async function openTodo(page: Page, amount: string): Promise<void> {
  await openFromMenu(page, '待办事项');
  const row = page
    .getByRole('table', { name: '待办事项' })
    .getByRole('row')
    .filter({ hasText: `${amount}元` })
    .first();
  await row.getByRole('button', { name: '办理' }).click();
}

/** The chain operator signs for (or refuses) the credit of this amount from 待办事项. */
export async function decideOnTodo(page: Page, amount: string, decision: '签收' | '拒签', opinion = ''): Promise<void> {
  await openTodo(page, amount);
  await page.getByRole('group', { name: '签收操作' }).getByRole('button', { name: decision }).click();
  const dialog = page.getByRole('dialog', { name: decision });
  if (opinion) await dialog.getByRole('textbox', { name: '意见' }).fill(opinion);
  await dialog.getByRole('button', { name: decision }).click();
  await expect(page.getByText(decision === '签收' ? '已签收，待主管复核' : '已拒签，待主管复核').first()).toBeVisible();
}

/** Press 同意 on the open application and sign with the key of the role. */
export async function signOpenApplication(page: Page): Promise<void> {
  await plugInRoleKey();
  await page.getByRole('button', { name: '同意' }).click();
  await confirmSignature(page);
  await expect(page.getByText(/已同意申请/).first()).toBeVisible();
}

/** The chain director approves the sign-for (or the transfer signed for) of this amount from 待办事项 with the key of the role. */
export async function approveSignFor(page: Page, amount: string): Promise<void> {
  await openTodo(page, amount);
  await signOpenApplication(page);
}

/**
 * The receiver of a transfer of this amount decides on it: its operator 签收 (or 拒签 with an opinion) from 待办事项
 * (审批操作), its director approves the decision with the key.
 */
export async function takeTransfer(page: Page, receiver: string, amount: string, decision: '签收' | '拒签' = '签收', opinion = ''): Promise<void> {
  await as(page, `${receiver}_op`, async () => {
    await openTodo(page, amount);
    await page.getByRole('group', { name: '审批操作' }).getByRole('button', { name: decision }).click();
    const dialog = page.getByRole('dialog', { name: decision });
    if (opinion) await dialog.getByRole('textbox', { name: '意见' }).fill(opinion);
    await dialog.getByRole('button', { name: decision }).click();
    await expect(page.getByText(`已${decision}，待主管复核`, { exact: true }).first()).toBeVisible();
  });
  await as(page, `${receiver}_dir`, async () => {
    await approveSignFor(page, amount);
  });
}

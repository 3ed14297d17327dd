import { expect, type Page } from '@playwright/test';
import { login, logout } from './login';
import { plugInRoleKey } from './ukey';

/** Open a screen from the side menu (菜单), as a user finds it: no URL typed. */
export async function openFromMenu(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: '菜单', exact: true }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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

/** c1_op issues one credit to S1 from the 开立申请 screen; returns the application number. */
export async function issueToS1(page: Page, amount: string, dueDay: RegExp): Promise<string> {
  await openFromMenu(page, '开立申请');
  await choose(page, '开立方', '徐州示例重工集团有限公司');
  await choose(page, '接收方', '江苏示例精密锻造有限公司');
  await page.getByRole('textbox', { name: '开立金额' }).fill(amount);
  await page.getByRole('combobox', { name: '承诺付款日' }).click();
  await page.getByRole('dialog', { name: '日历' }).getByRole('button', { name: dueDay }).click();
  await choose(page, '合同', /HT-2025-001/);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const toast = page.getByText(/已提交开立申请(ISS\d+)，等待复核/).first();
  await expect(toast).toBeVisible();
  return /ISS\d+/.exec((await toast.textContent()) ?? '')![0];
}

/** A director approves an application from a review queue with the key of the role (the local agent's demo key). */
export async function approveWithKey(page: Page, queueTitle: string, appNo: string): Promise<void> {
  await openFromMenu(page, queueTitle);
  await page.getByRole('button', { name: appNo }).click();
  await page.getByRole('region', { name: `申请详情 ${appNo}` }).getByRole('button', { name: '同意' }).click();
  await plugInRoleKey();
  const dialog = page.getByRole('dialog', { name: /Ukey签名/ });
  await dialog.getByRole('button', { name: '确认签名' }).click();
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
  const row = page.getByRole('table', { name: '待办事项' }).getByRole('row').filter({ hasText: `${amount}元` }).first();
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
  await page.getByRole('button', { name: '同意' }).click();
  await plugInRoleKey();
  await page.getByRole('dialog', { name: /Ukey签名/ }).getByRole('button', { name: '确认签名' }).click();
  await expect(page.getByText(/已同意申请/).first()).toBeVisible();
}

/** The chain director approves the sign-for (or the transfer signed for) of this amount from 待办事项 with the key of the role. */
export async function approveSignFor(page: Page, amount: string): Promise<void> {
  await openTodo(page, amount);
  await signOpenApplication(page);
}

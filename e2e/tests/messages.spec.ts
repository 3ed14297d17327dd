import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { as, issueToS1, openReturnDialog, returnWithOpinion } from '../support/credits';
import { login } from '../support/login';

// 消息中心 (/my/message/index) as its users reach it: from the home through the header link. s2_op has three unread
// messages in the seed (a 待办提醒, a 业务通知 and a 系统消息) and two read ones. The tests share one server.
test.describe.configure({ mode: 'serial' });

const header = (page: Page) => page.getByRole('banner');
/** The header's description of 消息中心: "N 条未读消息", absent when nothing is unread (no dot). */
const unreadNote = (page: Page) => header(page).getByText(/\d+ 条未读消息/);

async function openMessageCentre(page: Page) {
  await header(page).getByRole('link', { name: '消息中心' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  return page.getByRole('table', { name: '消息列表' });
}

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// At 1480 px the header shows 消息中心 itself (at 1280 it sits in 更多, whose dot the first check also accepts).
test.use({ viewport: { width: 1480, height: 900 } });

test('s2_op filters the messages, reads one and then all: the header count drops and the dot goes', async ({ page }) => {
  await login(page, 's2_op');
  await expect(unreadNote(page)).toHaveText('3 条未读消息');
  // The dot on 消息中心, or on 更多 when 消息中心 is in it (at 1280 px, since 待办 came first in the header).
  await expect(header(page).locator('[data-testid^="unread-dot"]:visible')).toHaveCount(1);
  const table = await openMessageCentre(page);
  await expect(table.getByRole('row')).toHaveCount(6);

  await pick(page, '消息状态', '未读');
  await pick(page, '消息类型', '业务通知');
  await expect(page).toHaveURL(/messageState=SENT&messageType=BUSINESS/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: '凭证即将到期提醒' }).click();
  const dialog = page.getByRole('dialog', { name: '凭证即将到期提醒' });
  await expect(dialog).toContainText('贵司持有的凭证将于7日后到期兑付');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  // Opening it read it (the header is behind the dialog while it is open).
  await expect(unreadNote(page)).toHaveText('2 条未读消息');
  await expect(page.getByText('没有符合条件的消息')).toBeVisible();

  await page.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('已将全部消息标为已读').first()).toBeVisible();
  await expect(unreadNote(page)).toHaveCount(0);
  await expect(header(page).locator('[data-testid^="unread-dot"]')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: '未读' })).toHaveCount(0);
});

test('a returned application reaches its applicant as a message that opens the application', async ({ page }) => {
  let appNo = '';
  await as(page, 'c1_op', async () => {
    appNo = await issueToS1(page, '30000', [2025, 6, 20]);
  });
  await as(page, 'c1_dir', async () => {
    await returnWithOpinion(page, await openReturnDialog(page, '开立复核', appNo), '合同编号有误');
  });
  await login(page, 'c1_op');
  const table = await openMessageCentre(page);
  await table.getByRole('button', { name: '开立申请已被退回' }).first().click();
  const dialog = page.getByRole('dialog', { name: '开立申请已被退回' });
  await expect(dialog).toContainText(`您提交的开立申请${appNo}（金额30,000.00元）已被退回，意见：合同编号有误。`);
  await dialog.getByRole('button', { name: '查看业务' }).click();
  await expect(page).toHaveURL(new RegExp(`/cv3/credit/core/issue/issue\\?appNo=${appNo}`));
  await expect(page.getByRole('region', { name: `申请详情 ${appNo}` })).toBeVisible();
});

import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { login, logout } from '../support/login';
import { insertKeys, plugInRoleKey, signOwnRevocation } from '../support/ukey';

// The Ukey key lifecycle in Chromium against the real server and the ukey-agent (issue: key lifecycle screens).
// Users no other spec touches: s1_dir (更换 to the agent's spare key, 证书更新 of that Ukey through the agent) and
// c2_dir (注销, and a soft key's 证书更新/下载).
// Their bindings are not restored: every run starts from a fresh seeded database (a temp DATA_DIR), and the agent's
// store is the throw-away copy in that dir (playwright.config.ts), so nothing committed changes either.

const LIST = '/cv3/my/enterprise-info/ukey/list';

/** Sign in and open a key screen as the user (the login page first, then the page, as a bookmark would). */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await page.goto('/cv3/login/login');
  await login(page, username);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** 更换Ukey from the list row of `fromCode` to the one inserted key, confirmed on the old-vs-new table. */
async function changeKey(page: Page, fromCode: string, toCode: string): Promise<void> {
  await page.goto(LIST);
  await page
    .getByRole('table', { name: '已绑定Ukey' })
    .getByRole('link', { name: `更换 ${fromCode}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '更换Ukey' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '要更换的Ukey' })).toContainText(fromCode);
  await page.getByRole('button', { name: '读取新Ukey' }).click();
  await expect(page.getByRole('table', { name: '新旧Ukey对比' }).getByRole('row', { name: `印刷号 ${fromCode} ${toCode}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByRole('status').filter({ hasText: '更换成功' })).toContainText(`更换为 ${toCode}（尾号 ${toCode.slice(-4)}）`, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: '更换成功' })).toContainText('持有人需重新登录');
}

/** 签名测试 on the list page's 签名诊断 tab: the server verifies a signature of the role's key. */
async function signTest(page: Page, algorithm: string, serial = ''): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('tab', { name: '签名诊断' }).click();
  await expect(page.getByRole('list', { name: '诊断结果' }).getByRole('listitem', { name: '绑定证书：正常' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '签名测试' }).click();
  await expect(page.getByText(`签名测试通过：服务端验签通过（${algorithm}，序列号 ${serial}`)).toBeVisible({ timeout: 20_000 });
}

test.describe('Ukey key lifecycle', () => {
  test.afterAll(plugInRoleKey);

  test('a director replaces a key with a spare Ukey; after logging in again the holder signs with it; the fees are billed', async ({ page }) => {
    await insertKeys(['spare-rsa']);
    await openAs(page, 's1_dir', LIST);
    await changeKey(page, 'CCB5100001101', 'CCB5100009001');

    await logout(page);
    await plugInRoleKey();
    await openAs(page, 's1_dir', LIST);
    await expect(page.getByRole('table', { name: '已绑定Ukey' }).getByRole('row', { name: /CCB5100009001 .*（s1_dir） 主管 RSA .* 有效/ })).toBeVisible();
    await signTest(page, 'SHA1withRSA');

    await page.goto('/cv3/my/enterprise-info/ukey/bill');
    const bills = page.getByRole('table', { name: 'Ukey账单' });
    await expect(bills.getByRole('row', { name: /Ukey介质费 CCB5100009001 .* 80\.00元 未缴费/ })).toBeVisible();
    await expect(bills.getByRole('row', { name: /证书服务费（1年） CCB5100009001 .* 至 .* 100\.00元 未缴费/ })).toBeVisible();
    await expect(page.getByLabel(/^未缴费合计 .*元（.*）$/)).toBeVisible();
  });

  test('a director revokes a key with a reason; the record is in 申请记录 and its detail', async ({ page }) => {
    await openAs(page, 'c2_dir', LIST);
    const row = page.getByRole('table', { name: '已绑定Ukey' }).getByRole('row').filter({ hasText: '（c2_dir）' }).filter({ hasText: '有效' }).first();
    const code = (await row.getByRole('cell').first().textContent())!.trim();
    await row.getByRole('link', { name: `注销 ${code}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '注销Ukey' })).toBeVisible();
    await page.getByRole('textbox', { name: '注销原因' }).fill('e2e：Ukey遗失');
    await page.getByRole('button', { name: '注销', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `确认注销印刷号尾号为${code.slice(-4)}的Ukey？` });
    await expect(dialog).toContainText('注销后持有人将无法使用该Ukey签名，且需重新登录');
    await dialog.getByRole('button', { name: '确认注销' }).click();
    // A hardware Ukey signs its own 注销 (issue 26 H1).
    await signOwnRevocation(page);

    await expect(page).toHaveURL(/\/ukey\/list$/);
    await expect(page.getByText('注销成功', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: '已绑定Ukey' }).getByRole('row', { name: new RegExp(`${code} .* 已注销`) })).toBeVisible();
    await page.getByRole('tab', { name: '申请记录' }).click();
    const record = page
      .getByRole('table', { name: '申请记录' })
      .getByRole('row', { name: new RegExp(`注销Ukey .* ${code} .* 已完成`) })
      .first();
    await record.getByRole('link').first().click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ukey申请详情' })).toBeVisible();
    await expect(page.getByText('e2e：Ukey遗失')).toBeVisible();
    await expect(page.getByRole('main').getByText('注销Ukey', { exact: true })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
  });

  test('a soft key applied in the browser is renewed, downloaded into the key, and signs with the new certificate', async ({ page }) => {
    // c2_dir's Ukey was revoked by the test above: a soft key is refused while a hardware Ukey is bound (ADR 0012).
    await openAs(page, 'c2_dir', '/cv3/my/enterprise-info/ukey/apply');
    await page.getByRole('combobox', { name: '证书算法' }).click();
    await page.getByRole('option', { name: 'RSA-2048（SHA-1）' }).click();
    await page.getByRole('button', { name: '生成软证书并绑定' }).click();
    const bound = page.getByRole('status').filter({ hasText: '绑定成功' });
    await expect(bound).toContainText(/印刷号 SOFT\d{8}/, { timeout: 30_000 });
    const keyCode = /SOFT\d{8}/.exec((await bound.textContent()) ?? '')![0];

    await page.goto('/cv3/my/enterprise-info/ukey/update');
    await expect(page.getByText(keyCode, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '更新证书' }).click();
    const confirm = page.getByRole('region', { name: '签名确认' });
    await expect(confirm.locator('pre')).not.toBeEmpty({ timeout: 20_000 });
    await confirm.getByRole('button', { name: '确认签名' }).click();
    const issued = page.getByRole('status').filter({ hasText: '新证书已签发' });
    await expect(issued).toContainText('请将新证书下载到Ukey', { timeout: 20_000 });
    const serial = /序列号 ([0-9a-f]+)/.exec((await issued.textContent()) ?? '')![1]!;
    await expect(page.getByRole('button', { name: '下载证书到Ukey' })).toBeVisible();

    // 证书下载: the renewal waits there; write it into the soft key and save the .cer file.
    await page.goto('/cv3/my/enterprise-info/ukey/download');
    const waiting = page.getByRole('table', { name: '待下载证书' });
    const row = waiting.getByRole('row', { name: new RegExp(`证书更新 软证书 ${keyCode} .* 待下载证书`) });
    await expect(row).toBeVisible();
    const fileSaved = page.waitForEvent('download');
    await row.getByRole('button', { name: /^保存证书文件/ }).click();
    expect((await fileSaved).suggestedFilename()).toBe(`${keyCode}-${serial}.cer`);
    await row.getByRole('button', { name: /^下载到Ukey/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '证书已下载' })).toContainText(`印刷号为${keyCode}的Ukey（序列号 ${serial}），申请已完成`, {
      timeout: 20_000,
    });
    await expect(
      page.getByRole('table', { name: '已完成申请的证书' }).getByRole('row', { name: new RegExp(`证书更新 软证书 ${keyCode} .* 已完成`) }),
    ).toBeVisible();
    await expect(waiting.getByText('暂无待下载的证书')).toBeVisible();

    await signTest(page, 'SHA1withRSA', serial);

    await page.goto('/cv3/my/enterprise-info/ukey/bill');
    const bills = page.getByRole('table', { name: 'Ukey账单' });
    await expect(bills.getByRole('row', { name: new RegExp(`证书服务费（1年） ${keyCode} .* 20\\.00元 未缴费`) })).toHaveCount(2);
  });

  test('a director renews a Ukey certificate and writes it into the key through the local agent, then signs with it', async ({ page }) => {
    await plugInRoleKey();
    await openAs(page, 's1_dir', '/cv3/my/enterprise-info/ukey/update');
    await page.getByRole('button', { name: '更新证书' }).click();
    const confirm = page.getByRole('region', { name: '签名确认' });
    await expect(confirm).toContainText('证书更新', { timeout: 20_000 });
    await confirm.getByRole('button', { name: '确认签名' }).click();
    const issued = page.getByRole('status').filter({ hasText: '新证书已签发' });
    await expect(issued).toContainText('请将新证书下载到Ukey', { timeout: 20_000 });
    const serial = /序列号 ([0-9a-f]+)/.exec((await issued.textContent()) ?? '')![1]!;
    await page.getByRole('button', { name: '下载证书到Ukey' }).click();
    await expect(issued).toContainText('证书已写入Ukey，更新完成。', { timeout: 20_000 });
    await signTest(page, 'SHA1withRSA', serial);
  });
});

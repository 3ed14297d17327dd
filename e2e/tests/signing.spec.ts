import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { login } from '../support/login';
import { agentScenario, plugInRoleKey, signOwnRevocation, unplugAll } from '../support/ukey';

// Issue 4 §8 e2e in Chromium against the real server and the ukey-agent (port 18080): a director binds a soft
// key (only once their Ukey is revoked) and signs a challenge, a director signs through the local agent, and
// unplugging the key gives the message.

/**
 * Open a page as a director: the guard sends us to the login page with the return address, and the login brings
 * us back (the way a person arrives), then the page shows the session's user and role.
 */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/cv3\/login\/login\?returnUrl=/);
  await login(page, username);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText(`当前用户：`).filter({ hasText: `（${username}）· 主管` })).toBeVisible();
}

/** 注销 the director's own hardware Ukey on the key list (its tail number), with a reason, and confirm. */
async function revokeOwnUkey(page: Page, username: string, code: string): Promise<void> {
  await page.goto('/cv3/my/enterprise-info/ukey/list');
  const row = page
    .getByRole('table', { name: '已绑定Ukey' })
    .getByRole('row')
    .filter({ hasText: `（${username}）` })
    .filter({ hasText: code });
  await row.getByRole('link', { name: `注销 ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '注销Ukey' })).toBeVisible();
  await page.getByRole('textbox', { name: '注销原因' }).fill('e2e：改用软证书');
  await page.getByRole('button', { name: '注销', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `确认注销印刷号尾号为${code.slice(-4)}的Ukey？` })
    .getByRole('button', { name: '确认注销' })
    .click();
  // A hardware Ukey signs its own 注销 (issue 26 H1): the key in the agent, the original confirmed on the page.
  await signOwnRevocation(page);
  await expect(page.getByText('注销成功', { exact: true })).toBeVisible();
}

async function bindSoftKey(page: Page, algorithm: string): Promise<void> {
  await page.getByRole('combobox', { name: '证书算法' }).click();
  await page.getByRole('option', { name: algorithm }).click();
  await page.getByRole('button', { name: '生成软证书并绑定' }).click();
}

// A password alone never replaces a director's Ukey (ADR 0012): the soft key is refused while …1301 / …1201 is
// bound, and bound once the director revoked it. Specs that sign as s2_dir or s3_dir with the agent's keys run
// before this file (partial-transfer.spec.ts); after it those keys are revoked.
for (const [director, algorithm, type, code] of [
  ['s3_dir', 'RSA-2048（SHA-1）', 'RSA', 'CCB5100001301'],
  ['s2_dir', 'SM2（SM3）', 'SM2', 'CCB5100001201'],
] as const) {
  test(`${director} cannot replace their Ukey with a soft key by password; after 注销 binds a ${type} soft key and signs a challenge the server verifies`, async ({
    page,
  }) => {
    await openAs(page, director, '/cv3/register/identify/soft-key');
    await expect(page.getByRole('heading', { name: '软证书认证' })).toBeVisible();
    await bindSoftKey(page, algorithm);
    await expect(page.getByRole('alert')).toContainText('当前角色已绑定Ukey，不能仅凭密码以软证书替换；如需更换，请由主管使用原Ukey办理更换或先注销原Ukey', {
      timeout: 30_000,
    });
    await expect(page.getByRole('status').filter({ hasText: '绑定成功' })).toHaveCount(0);

    await revokeOwnUkey(page, director, code);
    await page.goto('/cv3/register/identify/soft-key');
    await bindSoftKey(page, algorithm);
    await expect(page.getByRole('status').filter({ hasText: '绑定成功' })).toContainText(new RegExp(`印刷号 SOFT\\d{8}（尾号 \\d{4}），${type}证书`), {
      timeout: 30_000,
    });
    // The new key in this browser's IndexedDB is the one the server bound to the director's role.
    const checks = page.getByRole('list', { name: '诊断结果' });
    await expect(checks.getByRole('listitem', { name: 'Ukey插入：正常' })).toContainText(type);
    await expect(checks.getByRole('listitem', { name: '证书有效期：正常' })).toBeVisible();
    await expect(checks.getByRole('listitem', { name: '绑定证书：正常' })).toBeVisible();
    await page.getByRole('button', { name: '签名测试' }).click();
    await expect(page.getByText(`签名测试通过：服务端验签通过（${type === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA'}`)).toBeVisible({ timeout: 20_000 });
  });
}

test.describe('local Ukey agent', () => {
  test.afterAll(plugInRoleKey);

  /** The local Ukey's diagnostics on 实名认证 (every signed-in user; Ukey管理 shows the same panel). */
  async function openDiagnostics(page: Page): Promise<void> {
    await openAs(page, 'c1_dir', '/cv3/register/identify/index');
    await expect(page.getByRole('list', { name: '诊断结果' })).toBeVisible();
  }

  test('a director signs through the local agent', async ({ page }) => {
    await plugInRoleKey();
    await openDiagnostics(page);
    const checks = page.getByRole('list', { name: '诊断结果' });
    await expect(checks.getByRole('listitem', { name: 'Ukey驱动：正常' })).toContainText('本地Ukey助手');
    await expect(checks.getByRole('listitem', { name: '驱动版本：正常' })).toContainText('最低要求 3.0.0');
    await expect(checks.getByRole('listitem', { name: 'Ukey插入：正常' })).toContainText('CCB5100000101');
    await expect(checks.getByRole('listitem', { name: '绑定证书：正常' })).toContainText('尾号 0101');
    await page.getByRole('button', { name: '签名测试' }).click();
    await expect(page.getByText('签名测试通过：服务端验签通过（SHA1withRSA')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: '复制诊断信息' }).click();
    // Headless Chromium may refuse the clipboard: the report is then shown to copy by hand.
    await expect(page.getByText('诊断信息已复制').or(page.getByRole('textbox', { name: '诊断信息' }))).toBeVisible();
  });

  test('an outdated driver gives driver code 2', async ({ page }) => {
    await agentScenario('outdated');
    await openDiagnostics(page);
    await expect(page.getByRole('listitem', { name: '驱动版本：异常' })).toContainText('1.0.0，低于最低要求 3.0.0（错误码 2）');
  });

  test('unplugging the key asks for the key with the role tail number', async ({ page }) => {
    await plugInRoleKey();
    await openDiagnostics(page);
    await unplugAll();
    await page.getByRole('button', { name: '签名测试' }).click();
    await expect(page.getByRole('alert')).toContainText('未检测到尾号为0101的Ukey（主管）');
    await page.getByRole('button', { name: '重新检测' }).click();
    await expect(page.getByRole('listitem', { name: 'Ukey插入：异常' })).toContainText('未检测到尾号为0101的Ukey（主管）');
  });
});

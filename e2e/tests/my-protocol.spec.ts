import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/console-clean';
import { openArea, openFromMenu } from '../support/credits';
import { login, logout } from '../support/login';
import { darkPixels } from '../support/pdf';
import { screenshotsAs } from '../support/screenshots';
import { plugInRoleKey } from '../support/ukey';

// 协议管理 and 企业信息变更 (issue 30 items 4 and 6, domain-lines.md §16.2, §16.9): C1's administrator opens 协议管理
// from the 我的 menu, previews the platform agreement in the file previewer and downloads its 证据包; C1's director
// opens 企业信息 from the menu, changes the registered address with 企业信息变更, signs it with the key and finds it
// in 变更记录.
const shoot = screenshotsAs('my-protocol');

test('c1_admin previews an agreement and downloads its 证据包; c1_dir changes the registered address signed and sees it in 变更记录', async ({ page }) => {
  await login(page, 'c1_admin');
  await openFromMenu(page, '协议管理');
  const table = page.getByRole('table', { name: '协议列表' });
  const row = table.getByRole('row', { name: /平台服务协议（注册协议）/ }).first();
  await expect(row).toContainText('勾选同意');
  await expect(row).toContainText('生效中');
  await expect(table.getByRole('row', { name: /还款账户信息确认函（代扣授权）/ })).toContainText('Ukey');
  const agreementNo = /XY\d{14}/.exec(await row.innerText())?.[0] ?? '';
  expect(agreementNo).toMatch(/^XY\d{14}$/);
  await shoot(page, 'list');

  await row.getByRole('button', { name: `预览平台服务协议（注册协议）${agreementNo}` }).click();
  const viewer = page.getByRole('dialog', { name: `平台服务协议（注册协议） ${agreementNo}` });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await expect.poll(() => viewer.locator('canvas').first().evaluate(darkPixels), { timeout: 20_000 }).toBeGreaterThan(300);
  await shoot(page, 'preview');
  await viewer.getByRole('button', { name: '关闭' }).click();

  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: `证据包平台服务协议（注册协议）${agreementNo}` }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`证据包-${agreementNo}.zip`);
  const work = mkdtempSync(path.join(tmpdir(), 'scf-agreement-e2e-'));
  try {
    const zip = path.join(work, 'evidence.zip');
    await download.saveAs(zip);
    execFileSync('unzip', ['-q', zip, '-d', work]);
    const dir = path.join(work, `evidence-${agreementNo}`);
    expect(readdirSync(dir).sort()).toEqual(['agreement.pdf', 'agreement.txt', 'evidence.json']);
    const evidence = JSON.parse(readFileSync(path.join(dir, 'evidence.json'), 'utf8')) as Record<string, unknown>;
    expect(evidence).toMatchObject({ agreementNo, signMethod: 'CHECK', title: '平台服务协议（注册协议）' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await logout(page);

  await login(page, 'c1_dir');
  await openArea(page, '我的');
  await openFromMenu(page, '企业信息');
  await page.getByRole('region', { name: '基本信息' }).getByRole('button', { name: '企业信息变更' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '企业信息变更' })).toBeVisible();
  const form = page.getByRole('form', { name: '企业信息变更' });
  await expect(form.getByRole('textbox', { name: '统一社会信用代码' })).toHaveValue('91320300MA1XG0000F');
  const address = `江苏省徐州市云龙区示例大道${Date.now() % 1000}号`;
  await form.getByRole('textbox', { name: '注册地址' }).fill(address);
  await shoot(page, 'info-update');
  await form.getByRole('button', { name: '提交变更' }).click();
  await plugInRoleKey();
  await page
    .getByRole('dialog', { name: /Ukey签名/ })
    .getByRole('button', { name: '确认签名' })
    .click();
  await expect(page.getByText(/变更申请BG\d{14}已生效/)).toBeVisible();
  const records = page.getByRole('table', { name: '变更记录' });
  await expect(records.getByRole('row').filter({ hasText: address }).first()).toContainText('已生效');
  await expect(form.getByRole('textbox', { name: '注册地址' })).toHaveValue(address);
  await shoot(page, 'info-update-done');
});

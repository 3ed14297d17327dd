import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/console-clean';
import { openArea, openFromMenu } from '../support/credits';
import { login } from '../support/login';
import { darkPixels } from '../support/pdf';
import { SHOTS, screenshotsAs, reviewShot } from '../support/screenshots';

// 回单查询 (issue 27 item 3, domain-lines.md §16.7): c1_op reaches it from the 我的 menu, previews and downloads the
// receipt of CR5's cash payment (C1 → S2 150,000.00, seeded through the simulated bank when the demo has no receipt
// yet), and the receipt's 验证码 verifies on 回单验真 and on the public /cv3/verify; a made-up code does not.
const shoot = screenshotsAs('my-receipts');

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.destroy();
  return text;
}

test('c1_op finds, previews and downloads a receipt; its 验证码 verifies on 回单验真 and /cv3/verify; a made-up one does not', async ({ page }) => {
  await login(page, 'c1_op');
  await openArea(page, '我的');
  await openFromMenu(page, '回单查询');
  const table = page.getByRole('table', { name: '回单列表' });
  const row = table
    .getByRole('row', { name: /兑付付款/ })
    .filter({ hasText: '150,000.00' })
    .first();
  await expect(row).toContainText('付款');
  await expect(row).toContainText('苏州');
  await expect(row).toContainText('3225****2001');
  // The generator's sweep at start renders the seeded receipts; a GENERATING one would show 生成中.
  await expect(row).toContainText('已生成');
  const receiptNo = /HD\d{16}/.exec(await row.innerText())?.[0] ?? '';
  expect(receiptNo).toMatch(/^HD\d{16}$/);

  // Filters: 收/付 = 收款 leaves none of C1's (it only paid); 重置 brings the row back.
  await page.getByRole('combobox', { name: '收/付' }).click();
  await page.getByRole('option', { name: '收款' }).click();
  await page.getByRole('search', { name: '回单查询条件' }).getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无回单')).toBeVisible();
  await page.getByRole('search', { name: '回单查询条件' }).getByRole('button', { name: '重置' }).click();
  await expect(row).toBeVisible();
  await shoot(page, 'list');

  // 预览: the PDF in the shared previewer, drawn.
  await row.getByRole('button', { name: '预览' }).click();
  const viewer = page.getByRole('dialog', { name: `电子回单 ${receiptNo}` });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await expect.poll(() => viewer.locator('canvas').first().evaluate(darkPixels), { timeout: 20_000 }).toBeGreaterThan(300);
  for (const width of [1480, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, { path: `${SHOTS}/my-receipts-pdf-${width}.png` });
  }
  await page.setViewportSize({ width: 1480, height: 900 });
  await viewer.getByRole('button', { name: '关闭' }).click();

  // 下载: the PDF as an attachment, printing the fields and its 验证码.
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`电子回单-${receiptNo}.pdf`);
  const bytes = await page.request.get(`/v1/receipts/${receiptNo}/file`).then((r) => r.body());
  const text = await pdfText(bytes);
  expect(text).toContain('电子回单（模拟银行）');
  expect(text).toContain('金额（大写） 壹拾伍万元整');
  expect(text.replace(/\s/g, '')).toContain('本回单可重复下载，内容以验证码核验为准');
  const code = /验证码 ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1] ?? '';
  expect(code).not.toBe('');

  // 回单验真 on the page.
  const check = page.getByRole('search', { name: '回单验真' });
  await check.getByRole('textbox', { name: '验证码' }).fill(code);
  await check.getByRole('button', { name: '验真' }).click();
  await expect(page.getByText(`回单真实有效（验证码 ${code}）`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(receiptNo);
  await shoot(page, 'verified');
  await check.getByRole('textbox', { name: '验证码' }).fill('ABCD-EFGH-JKMN-PQRS');
  await check.getByRole('button', { name: '验真' }).click();
  await expect(page.getByText('未查询到该回单')).toBeVisible();

  // The public page answers the same code, and refuses a made-up one.
  await page.goto(`/cv3/verify?code=${code}`);
  const result = page.getByRole('region', { name: '查验结果' });
  await expect(result.getByRole('status')).toContainText('验证码有效');
  await expect(result).toContainText('电子回单');
  await expect(result).toContainText(receiptNo);
  await expect(result).toContainText('150,000.00元');
  await page.getByRole('textbox', { name: '验证码' }).fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: '查验' }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码无效');
});

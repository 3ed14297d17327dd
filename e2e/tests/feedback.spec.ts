import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { clickRightBar } from '../support/right-bar';

// A real 1×1 PNG and 4×3 JPEG: the server keeps only what its magic bytes show and what decodes, up to IEND / EOI.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgBQD/2Q==',
  'base64',
);

async function openFeedback(page: Page) {
  await clickRightBar(page, '意见反馈');
  return page.getByRole('dialog', { name: '意见反馈' });
}

/** Every feedback POST the page sends, with its answer code. */
function watchSubmits(page: Page) {
  const codes: string[] = [];
  page.on('response', async (res) => {
    if (res.url().includes('/user/v1/opinion/feedback')) codes.push(((await res.json()) as { code: string }).code);
  });
  return codes;
}

test('feedback with two screenshots is stored, and the screenshots download as uploaded', async ({ page }) => {
  await login(page, 's1_op');
  const dialog = await openFeedback(page);
  await dialog.getByLabel('反馈内容').fill('签收页面的凭证列表希望能按到期日排序。');
  const uploads: Array<{ pkFile: string }> = [];
  page.on('response', async (res) => {
    if (res.url().includes('/v1/files?fileName=')) uploads.push(((await res.json()) as { data: { pkFile: string } }).data);
  });
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: '列表.png', mimeType: 'image/png', buffer: PNG },
      { name: '详情.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
  await expect(dialog.getByText('上传成功')).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: '列表.png' })).toBeVisible();
  const submitted = page.waitForRequest((req) => req.url().includes('/user/v1/opinion/feedback'));
  const answered = page.waitForResponse((res) => res.url().includes('/user/v1/opinion/feedback'));
  await dialog.getByRole('button', { name: '提交' }).click();
  const body = (await submitted).postDataJSON() as { files: string[]; personName: string; mobilePhone: string };
  expect((await (await answered).json()) as { code: string }).toMatchObject({ code: '0' });
  await expect(page.getByText('提交成功', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(body).toMatchObject({ personName: '', mobilePhone: '' });
  // The form sends the files in its list's order; the upload answers may arrive in either order.
  expect([...body.files].sort()).toEqual(uploads.map((u) => u.pkFile).sort());
  expect(body.files).toHaveLength(2);
  // The screenshots are in the file store and come back byte for byte, as attachments.
  for (const [i, bytes] of [PNG, JPEG].entries()) {
    const res = await page.request.get(`/v1/files/download/${body.files[i]}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(await res.body()).equals(bytes)).toBe(true);
  }
});

test.describe('bad input', () => {
  // The story itself: the server refuses a text file named .png (400).
  // Chromium also reports a blocked connect to the thumbnail's blob: URL once the text file fails to decode as an
  // image (no code of ours fetches it: an open finding of issue 28 item 10, allowed here by name).
  test.use({ consoleAllow: [/status of 400 .*\/v1\/files\?fileName=|^Connecting to 'blob:.*connect-src|^CSP violation: connect-src blocked blob/] });

  test('bad input is refused with the spec messages and nothing is stored', async ({ page }) => {
    await login(page, 's1_op');
    const codes = watchSubmits(page);
    const dialog = await openFeedback(page);

    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('此处不能为空')).toBeVisible();

    await dialog.getByLabel('手机号码').fill('16612345678');
    await dialog.getByLabel('联系人').focus();
    await expect(dialog.getByText('手机号码不符合规范')).toBeVisible();

    await dialog.getByLabel('联系人').fill('名'.repeat(21));
    await dialog.getByLabel('反馈内容').fill('字'.repeat(501));
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('最多输入500个字')).toBeVisible();
    await expect(dialog.getByText('最多输入20个字')).toBeVisible();

    // A text file named .png passes the browser's checks; the server reads its bytes and refuses it.
    const upload = page.waitForResponse((res) => res.url().includes('/v1/files?fileName='));
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: Buffer.from('this is only text, not an image') });
    const refused = await upload;
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('文件内容与文件格式不符，请上传真实的文件');
    await expect(dialog.getByRole('alert').filter({ hasText: '上传失败' })).toBeVisible();
    expect(codes).toEqual([]);
  });
});

test('the help centre opens the same feedback form', async ({ page }) => {
  await login(page, 's1_op');
  await page.goto('/cv3/help/index');
  await page.getByRole('main').getByRole('link', { name: '意见反馈' }).click();
  await expect(page.getByRole('dialog', { name: '意见反馈' })).toBeVisible();
  await expect(page).toHaveURL(/\/cv3\/help\/index\?dialog=feedback$/);
});

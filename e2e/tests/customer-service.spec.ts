import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { clickRightBar } from '../support/right-bar';

test('在线客服 opens the platform’s service window with the hotline, 7*24 hours and a message form', async ({ page }) => {
  await login(page, 'c1_op');
  await clickRightBar(page, '在线客服');
  const dialog = page.getByRole('dialog', { name: '在线客服' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/cv3\/help\/index\?dialog=service$/);
  await expect(dialog).toContainText('95533');
  await expect(dialog).toContainText('7*24小时');

  await dialog.getByRole('button', { name: '提交留言' }).click();
  await expect(dialog.getByText('此处不能为空').first()).toBeVisible();
  await dialog.getByLabel('手机号码').fill('1234');
  await dialog.getByLabel('留言内容').focus();
  await expect(dialog.getByText('手机号码不符合规范')).toBeVisible();

  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByLabel('留言内容').fill('请回电，咨询电子债权凭证的开立流程。');
  const answered = page.waitForResponse((res) => res.url().includes('/v1/sys/customer-service/messages'));
  await dialog.getByRole('button', { name: '提交留言' }).click();
  expect((await (await answered).json()) as { code: string }).toMatchObject({ code: '0' });
  await expect(dialog.getByRole('status')).toHaveText('留言已提交，客服人员会尽快与您联系');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});

test('the 公众号 button shows a QR code drawn from the configured address', async ({ page }) => {
  await login(page, 'c1_op');
  await clickRightBar(page, '公众号');
  const qr = page.getByRole('img', { name: '公众号二维码' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(
    await qr.evaluate((img) => {
      const i = img as unknown as { complete: boolean; naturalWidth: number };
      return i.complete && i.naturalWidth > 0;
    }),
  ).toBe(true);
});

test.describe('when the config cannot be read', () => {
  // The story itself: the config answers 502.
  test.use({ consoleAllow: [/status of 502 .*find-value-json-by-config-key/] });

  test('when the customer-service config cannot be read, the fallback window opens', async ({ page }) => {
    await page.route('**/v1/sys/configs/common/find-value-json-by-config-key', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
    await login(page, 'c1_op');
    await clickRightBar(page, '在线客服');
    const fallback = page.getByRole('alertdialog', { name: '在线客服' });
    await expect(fallback).toContainText('在线客服暂不可用，请拨打客服热线 95533（7*24小时）。');
    await fallback.getByRole('button', { name: '知道了' }).click();
    await expect(fallback).toBeHidden();
  });
});

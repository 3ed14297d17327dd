import { expect, test } from '../support/console-clean';
import { login } from '../support/login';

// 更多产品 (/product/overview) from the header: the platform's products with their open state (spec §3
// availableProduct). S2 has opened the credit product, 支付通 and 票据贴现 (domain-lines.md §13.5), not e订通.
test('s2_op sees the products, enters an opened one and is sent to the client manager for one not opened', async ({ page }) => {
  await login(page, 's2_op');
  await page.getByRole('banner').getByRole('link', { name: '更多产品' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '更多产品' })).toBeVisible();
  const list = page.getByRole('list', { name: '产品列表' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem', { name: '电子债权凭证' })).toContainText('已开通');
  await expect(list.getByRole('listitem', { name: '票据贴现' })).toContainText('已开通');
  await expect(list.getByRole('listitem', { name: '订单融资e订通' })).toContainText('未开通');

  await page.getByRole('button', { name: '进入产品 电子债权凭证' }).click();
  await expect(page).toHaveURL(/\/cv3\/credit\/chain\/index\/operator$/);

  await page.getByRole('banner').getByRole('link', { name: '更多产品' }).click();
  await page.getByRole('button', { name: '申请开通 订单融资e订通' }).click();
  await expect(page).toHaveURL(/\/cv3\/error-page\/contact-manager-open-product$/);
  await expect(page.getByRole('heading', { level: 1, name: '请联系客户经理开通产品' })).toBeVisible();
});

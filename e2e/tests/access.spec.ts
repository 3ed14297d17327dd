import { expect, test } from '../support/console-clean';
import { login } from '../support/login';

test('public routes are reachable without logging in', async ({ page }) => {
  for (const path of ['/cv3/login/login', '/cv3/help/index', '/cv3/register/register', '/cv3/register/reset-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/cv3/help/index');
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
});

test('a route the role was not granted goes to 403', async ({ page }) => {
  await login(page, 'c1_op');
  await page.goto('/cv3/credit/core/issue/issue-review');
  await expect(page).toHaveURL(/\/cv3\/error-page\/403$/);
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/cv3/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a logged-out deep link goes to login and back to the deep link after login', async ({ page }) => {
  await page.goto('/cv3/credit/core/statistics');
  await expect(page).toHaveURL(/\/cv3\/login\/login\?returnUrl=/);
  await login(page, 'c1_op');
  await expect(page).toHaveURL(/\/cv3\/credit\/core\/statistics$/);
});

test('reloading a permitted deep link never flashes 403 or 404', async ({ page }) => {
  await login(page, 'c1_op');
  await page.goto('/cv3/credit/core/statistics');
  await expect(page.getByRole('heading', { name: '核心企业统计' })).toBeVisible();
  // Record every text the page shows while it reloads; the error pages must never appear.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '核心企业统计' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
  expect(seen).not.toContain('无权访问');
  expect(seen).not.toContain('页面不存在');
  await expect(page).toHaveURL(/\/cv3\/credit\/core\/statistics$/);
});

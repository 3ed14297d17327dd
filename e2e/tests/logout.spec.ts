import { expect, test } from '../support/console-clean';
import { login, logout } from '../support/login';

test('logout clears the session and the next protected visit goes to login', async ({ page }) => {
  await login(page, 's1_op');
  await logout(page);
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(storage.session).toEqual([]);
  // Only documented non-sensitive UI flags may stay in localStorage (security.md §1.7).
  for (const key of storage.local) expect(['isFirstLogin']).toContain(key);
  await page.goto('/cv3/credit/chain/index/operator');
  await expect(page).toHaveURL(/\/cv3\/login\/login/);
});

test.describe('another tab', () => {
  // The other tab's own calls (its notice poll) may be answered 401 before the signal reloads it: the test allows it.
  test.use({ consoleAllow: [/status of 401 \(Unauthorized\)/] });

  test('logout in one tab reloads the other tabs that are not on the login page', async ({ context }) => {
    // A tab left on the login page since before the login (a signed-in visitor who opens it is sent home).
    const onLogin = await context.newPage();
    await onLogin.goto('/cv3/login/login');
    await expect(onLogin.getByRole('region', { name: '用户登录' })).toBeVisible();
    // A marker that a reload would erase.
    await onLogin.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const first = await context.newPage();
    await login(first, 'c1_dir');
    const second = await context.newPage();
    await second.goto('/cv3/credit/core/index/director');
    await expect(second.getByRole('main')).toContainText('主管');

    await logout(first);
    // The signal reloads it (the reload then lands on login); were one of its own calls answered 401 first, it is on
    // the login page already. Either way it no longer shows the user's page.
    await expect(second).toHaveURL(/\/cv3\/login\/login/);
    await expect(second.getByRole('region', { name: '用户登录' })).toBeVisible();
    expect(await onLogin.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});

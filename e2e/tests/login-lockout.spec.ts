import { expect, test } from '../support/console-clean';
import type { Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';

// s3_query is seeded for this story only (apps/server/src/seed/orgs.ts): locking it out touches no other spec.
const WRONG = '用户名或密码错误';
const LOCKED = '密码错误次数过多，请15分钟后再试';

/** One login through the form; resolves once the server has answered it. */
async function tryLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/uaa/login');
  await page.getByRole('button', { name: '登录' }).click();
  await answered;
}

for (const username of ['s3_query', 'nobody_e2e']) {
  test(`after five wrong passwords ${username} is told the account is locked and for how long`, async ({ page }) => {
    await page.goto('/cv3/login/login');
    const alert = page.getByRole('alert');
    for (let i = 0; i < 4; i += 1) {
      await tryLogin(page, username, `Wrong@${i}zzzz`);
      await expect(alert).toHaveText(WRONG);
    }
    await tryLogin(page, username, 'Wrong@4zzzz');
    await expect(alert).toHaveText(LOCKED);
    // Locked: even the right password is refused, in the same words for a real user and an unknown name.
    await tryLogin(page, username, PASSWORD);
    await expect(alert).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/cv3\/login\/login/);
    await expect(page.getByLabel('用户名')).toHaveValue(username);
  });
}

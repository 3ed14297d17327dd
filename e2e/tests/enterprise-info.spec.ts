import { expect, test } from '../support/console-clean';
import { login } from '../support/login';

// 企业信息 is the administrator's home (issue 10): c1_admin lands on it after login, reads the corporation as the
// platform knows it and opens the accounts from it. Reads only.
test('c1_admin lands on 企业信息 with C1’s registration, users, Ukeys and accounts, and opens 银行账户', async ({ page }) => {
  await login(page, 'c1_admin');
  await expect(page).toHaveURL(/\/cv3\/my\/enterprise-info\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();
  const basics = page.getByRole('region', { name: '基本信息' });
  await expect(basics).toContainText('徐州示例重工集团有限公司');
  await expect(basics).toContainText('91320300MA1XG0000F');
  await expect(basics).toContainText('核心企业');
  await expect(basics).toContainText('电子债权凭证');
  const people = page.getByRole('region', { name: '用户与Ukey' });
  await expect(people).toContainText('管理员');
  await expect(people).toContainText('已绑定Ukey');
  await expect(page.getByRole('table', { name: '银行账户' }).getByRole('row', { name: /32050161360000000001/ })).toContainText('兑付专户');

  await page.getByRole('link', { name: '查看全部' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '银行账户' })).toBeVisible();
  // The header and C1's four accounts (domain-lines.md §13.6: settlement, 兑付专户, 还款专户 of the vouchers, 银承保证金户).
  await expect(page.getByRole('table', { name: '银行账户' }).getByRole('row')).toHaveCount(5);
});

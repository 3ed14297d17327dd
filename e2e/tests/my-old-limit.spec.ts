import { expect, test } from '../support/console-clean';
import { as, openArea, openFromMenu } from '../support/credits';
import { screenshotsAs } from '../support/screenshots';

// 历史额度 (domain-lines.md §16.10, §13.7): c1_op goes from its home to 我的 → 历史额度查询, finds last year's L0
// 已替换 by L1, and opens its detail: CR0 issued and cashed under it, the Σ row and the ledger behind the figures.
const shoot = screenshotsAs('my-old-limit');

test('c1_op reaches 历史额度 from the home menu: L0 已替换 by L1, its detail lists CR0 with the Σ row', async ({ page }) => {
  await as(page, 'c1_op', async () => {
    await openArea(page, '我的');
    await openFromMenu(page, '历史额度查询');
    const table = page.getByRole('table', { name: '历史额度' });
    const l0 = table.getByRole('row').filter({ hasText: 'L0' });
    await expect(l0).toContainText('已替换');
    await expect(l0).toContainText('L1');
    await expect(l0).toContainText('30,000,000.00');
    await expect(l0).toContainText('2024-01-01');
    await expect(l0).toContainText('2024-12-31');
    await shoot(page, 'query');

    await l0.getByRole('link', { name: '详情 L0' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '历史额度详情' })).toBeVisible();
    await expect(page.getByText('额度到期不影响已开立凭证的效力')).toBeVisible();
    const credits = page.getByRole('table', { name: '额度项下凭证' });
    const cr0 = credits.getByRole('row').filter({ hasText: /XG20240301\d{8}/ });
    await expect(cr0).toContainText('江苏示例精密锻造有限公司');
    await expect(cr0).toContainText('500,000.00');
    await expect(cr0).toContainText('已兑付');
    await expect(credits.getByRole('row').filter({ hasText: '合计（1笔）' })).toContainText('500,000.00');
    await expect(page.getByRole('table', { name: '额度台账' }).getByRole('row').filter({ hasText: '释放' })).toContainText('500,000.00');
    await shoot(page, 'detail');

    await page.getByRole('link', { name: '返回历史额度查询' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '历史额度查询' })).toBeVisible();
  });
});

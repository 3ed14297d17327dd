import { expect, test } from '../support/console-clean';
import { as, choose, openFromMenu } from '../support/credits';
import { login } from '../support/login';
import { screenshotsAs } from '../support/screenshots';

// Issue 14 part 3, the core's side of financing (domain.md §7.7, §12) as its users click it: c1_op signs S3 up to F1's
// financing product (S3's customer file stays 已生效: the seed's files are ACTIVE, which the financing specs count on)
// and reads the record; s3_op sees it in 签约查询; c1_op finds S2's seeded CR9 financing in 供应商融资查询, reads it
// (read only, with its flow records) and the suppliers' use in 供应商额度详情; f1_cm's home shows the bank's tiles and
// 待客户经理审核 opens its queue. Nothing here changes a credit, an application or a count another spec reads.
test.describe.configure({ mode: 'serial' });

const S2 = '苏州示例钢材贸易有限公司';
const S3 = '宿迁示例五金加工厂';

const shoot = screenshotsAs('core-finance');

let signupNo = '';

test('c1_op signs S3 up to F1’s financing product from 融资签约申请; the record shows 更新档案, 已生效', async ({ page }) => {
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '融资签约申请');
    // F1 offers 支付通融资 too (domain-lines.md §13.8); this story signs up to the credit product.
    await choose(page, '融资产品', /中国建设银行股份有限公司徐州分行 · 电子债权凭证融资/);
    const suppliers = page.getByRole('table', { name: '供应商' });
    await expect(suppliers.getByRole('row', { name: new RegExp(S3) })).toContainText('已生效');
    await shoot(page, 'signup-apply');
    await suppliers.getByRole('checkbox', { name: new RegExp(S3) }).check();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    const toast = page.getByText(/已提交签约(QY\d+)：1家供应商已完成融资建档/).first();
    await expect(toast).toBeVisible();
    signupNo = /QY\d+/.exec((await toast.textContent()) ?? '')![0];
    await page.getByRole('tab', { name: '签约记录' }).click();
    const row = page.getByRole('table', { name: '签约记录' }).getByRole('row', { name: new RegExp(signupNo) });
    await expect(row).toContainText(S3);
    await expect(row).toContainText('更新档案');
    await expect(row).toContainText('已生效');
    await shoot(page, 'signup-records');
  });
});

test('s3_op sees its sign-up in 签约查询', async ({ page }) => {
  await as(page, 's3_op', async () => {
    await openFromMenu(page, '签约查询');
    await page.getByRole('textbox', { name: '企业名称/签约编号' }).fill(signupNo);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const table = page.getByRole('table', { name: '签约记录' });
    await expect(table.getByRole('row', { name: new RegExp(signupNo) })).toContainText('徐州示例重工集团有限公司');
    await shoot(page, 'signup-query');
  });
});

test('c1_op reads S2’s CR9 financing from 供应商融资查询 (read only) and the suppliers’ use in 供应商额度详情', async ({ page }) => {
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '供应商融资查询');
    const table = page.getByRole('table', { name: '供应商融资' });
    const row = table.getByRole('row').filter({ hasText: S2 }).filter({ hasText: '250,000.00' }).first();
    await expect(row).toBeVisible();
    await shoot(page, 'supplier-finance-query');
    await row.getByRole('button', { name: /^FIN\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '供应商融资详情' })).toBeVisible();
    await expect(page.getByText('246,965.28元').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '流转记录' })).toBeVisible();
    await expect(page.getByRole('group', { name: '审核操作' })).toHaveCount(0);
    await shoot(page, 'supplier-finance-detail');
    await openFromMenu(page, '供应商融资查询');
    await page.getByRole('button', { name: '供应商额度详情', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '供应商额度详情' })).toBeVisible();
    const limits = page.getByRole('table', { name: '供应商融资额度使用情况' });
    await expect(limits.getByRole('row', { name: new RegExp(S2) })).toContainText('250,000.00');
    await shoot(page, 'supplier-limits');
  });
});

test('f1_cm’s home shows the bank’s tiles; 待客户经理审核 opens its queue', async ({ page }) => {
  await login(page, 'f1_cm');
  const tiles = page.getByRole('group', { name: '融资概览' });
  await expect(tiles.getByRole('heading', { name: '待客户经理审核' })).toBeVisible();
  await expect(tiles.getByRole('heading', { name: '逾期金额' })).toBeVisible();
  await shoot(page, 'fi-home');
  await tiles.getByRole('link', { name: /待客户经理审核/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '核心企业融资查询' })).toBeVisible();
});

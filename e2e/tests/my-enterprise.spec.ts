import { expect, test } from '../support/console-clean';
import { openFromMenu } from '../support/credits';
import { login } from '../support/login';
import { screenshotsAs } from '../support/screenshots';

// 开票信息 (issue 30 item 4, domain-lines.md §16.3): c1_admin reaches it from 企业信息's menu, is asked for the bank
// fields of a 专用发票, saves 开票信息 and finds it kept after a reload.
const shoot = screenshotsAs('my-enterprise');

test('c1_admin changes 开票信息 from the 我的 menu and sees it kept', async ({ page }) => {
  await login(page, 'c1_admin');
  await expect(page).toHaveURL(/\/cv3\/my\/enterprise-info\/info$/);
  await openFromMenu(page, '开票信息');
  await expect(page.getByRole('heading', { level: 1, name: '开票信息' })).toBeVisible();
  const head = page.getByRole('region', { name: '发票抬头' });
  await expect(head).toContainText('徐州示例重工集团有限公司');
  await expect(head).toContainText('91320300MA1XG0000F');

  const form = page.getByRole('form', { name: '开票信息' });
  await form.getByRole('radio', { name: '增值税专用发票' }).check();
  await form.getByRole('textbox', { name: '注册地址' }).fill('');
  await form.getByRole('textbox', { name: '收票人', exact: true }).fill('李会计');
  await form.getByRole('textbox', { name: '收票人手机' }).fill('13812345678');
  await form.getByRole('textbox', { name: '收票邮箱' }).fill('finance@example.com');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('开具增值税专用发票须填写注册地址、电话、开户银行及账号').first()).toBeVisible();
  await shoot(page, 'invoice-info-refused');

  await form.getByRole('textbox', { name: '注册地址' }).fill('徐州市经济技术开发区工业一路1号');
  await form.getByRole('textbox', { name: '注册电话' }).fill('0516-87654321');
  await form.getByRole('textbox', { name: '开户银行' }).fill('中国建设银行徐州分行营业部');
  await form.getByRole('textbox', { name: '银行账号' }).fill('32050161360000000002');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('status')).toHaveText('开票信息已保存');

  await page.reload();
  const kept = page.getByRole('form', { name: '开票信息' });
  await expect(kept.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
  await expect(kept.getByRole('textbox', { name: '注册地址' })).toHaveValue('徐州市经济技术开发区工业一路1号');
  await expect(kept.getByRole('textbox', { name: '银行账号' })).toHaveValue('32050161360000000002');
  await expect(kept.getByRole('textbox', { name: '收票邮箱' })).toHaveValue('finance@example.com');
  await shoot(page, 'invoice-info');
});

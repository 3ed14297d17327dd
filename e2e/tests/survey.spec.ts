import { expect, test } from '../support/console-clean';
import { login } from '../support/login';

// 问卷调查 from the header: the seeded survey is answered once; a second submit (from a tab opened before the first
// was sent) is refused, and the survey then says 您已参与本次问卷.
test('s1_query answers the survey once; a second submit is refused', async ({ page, context }) => {
  await login(page, 's1_query');
  const other = await context.newPage();
  await other.goto(page.url());

  // The second tab opens the survey first and keeps the form.
  await other.getByRole('button', { name: '问卷调查' }).click();
  const late = other.getByRole('dialog', { name: '供应链金融服务平台用户满意度调查' });
  await expect(late.getByRole('form')).toBeVisible();

  await page.getByRole('button', { name: '问卷调查' }).click();
  const dialog = page.getByRole('dialog', { name: '供应链金融服务平台用户满意度调查' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请选择一项').first()).toBeVisible();
  await dialog.getByRole('radio', { name: '满意', exact: true }).click();
  await dialog.getByRole('checkbox', { name: '凭证签收' }).click();
  await dialog.getByRole('checkbox', { name: '融资申请' }).click();
  await dialog.getByRole('radio', { name: '顺畅' }).click();
  await dialog.getByRole('textbox', { name: /您对平台还有哪些意见或建议/ }).fill('希望增加批量签收功能。');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('提交成功，感谢您的参与！')).toBeVisible();
  await dialog.getByRole('button', { name: '我知道了' }).click();

  await late.getByRole('radio', { name: '一般' }).click();
  await late.getByRole('checkbox', { name: '凭证开立' }).click();
  await late.getByRole('radio', { name: '偶有问题' }).click();
  await late.getByRole('button', { name: '提交' }).click();
  await expect(late.getByText('您已参与本次问卷')).toBeVisible();
  await expect(late).toContainText('每位用户仅可提交一次');
  await other.close();

  await page.getByRole('button', { name: '问卷调查' }).click();
  await expect(page.getByRole('dialog').getByText('您已参与本次问卷')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: '提交' })).toHaveCount(0);
});

import { expect, test } from '../support/console-clean';
import { appliedAndApproved, approveWithKey, as, holdNewCredit, openFromMenu, submitApplication, tileAmount } from '../support/credits';

// Issue 11's return story (domain.md §7.9, §7.10) as its users click it: S1 returns part of a first-hop credit to its
// issuer, s1_dir signs; C1's operator confirms it with the core menus and c1_dir signs; the part C1 now holds is
// recycled by c1_op and c1_dir, and the limit comes back. The tests share one server and run in order.
test.describe.configure({ mode: 'serial' });

const C1 = '徐州示例重工集团有限公司';
const CREDIT_NO = /X[GV]\d{16}/;
const fen = (yuan: string) => Math.round(Number(yuan.replace(/,/g, '')) * 100);

test('S1 returns 400.00 of a 900.00 credit to C1, C1 confirms, then recycles it: the limit grows by 400.00', async ({ page }) => {
  await holdNewCredit(page, { amount: '900', due: [2025, 6, 27] });

  const rtn = await appliedAndApproved(page, { applicant: 's1_op', director: 's1_dir', queue: '退回审批' }, async () => {
    await openFromMenu(page, '退回申请');
    const row = page.getByRole('table', { name: '可退回凭证' }).getByRole('row').filter({ hasText: '900.00' }).first();
    const no = CREDIT_NO.exec((await row.textContent()) ?? '')?.[0] ?? '';
    await row.getByRole('checkbox').check();
    const parts = page.getByRole('table', { name: '退回金额明细' }).getByRole('row').filter({ hasText: no });
    // A first-hop credit goes back to its issuer.
    await expect(parts).toContainText(C1);
    await page.getByRole('textbox', { name: `${no}的退回金额` }).fill('400');
    await expect(parts).toContainText('500.00');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('请填写原因').first()).toBeVisible();
    await page.getByRole('textbox', { name: '退回原因' }).fill('e2e：部分货物退回');
    const appNo = await submitApplication(page, '已提交退回申请，等待主管审批', '我的退回申请', '400.00', /RTN\d+/);
    expect(appNo).toMatch(/^RTN/);
    return appNo;
  });
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '退回确认申请');
    await page.getByRole('table', { name: '待确认的退回申请' }).getByRole('button', { name: rtn }).click();
    const detail = page.getByRole('region', { name: `申请详情 ${rtn}` });
    await expect(detail.getByRole('table', { name: '拆分预览' })).toContainText('500.00');
    await detail.getByRole('button', { name: '确认' }).click();
    await page.getByRole('dialog', { name: '确认' }).getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('已确认，待主管复核', { exact: true }).first()).toBeVisible();
  });
  await as(page, 'c1_dir', async () => {
    await approveWithKey(page, '退回确认审批', rtn);
  });

  let available = 0;
  await appliedAndApproved(page, { applicant: 'c1_op', director: 'c1_dir', queue: '回收审批' }, async () => {
    available = await tileAmount(page, '可用额度');
    await openFromMenu(page, '回收申请');
    const row = page.getByRole('table', { name: '可回收凭证' }).getByRole('row').filter({ hasText: '400.00' }).first();
    await row.getByRole('checkbox').check();
    await page.getByRole('textbox', { name: '回收原因' }).fill('e2e：退回后注销');
    const appNo = await submitApplication(page, '已提交回收申请，等待主管审批', '我的回收申请', '400.00', /RCY\d+/);
    expect(appNo).toMatch(/^RCY/);
    return appNo;
  });
  await as(page, 'c1_op', async () => {
    await expect.poll(() => tileAmount(page, '可用额度')).toBe(available + fen('400.00'));
  });
});

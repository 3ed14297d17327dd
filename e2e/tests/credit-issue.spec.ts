import { expect, test } from '../support/console-clean';
import {
  approveSignFor,
  approveWithKey,
  as,
  decideOnTodo,
  issueApproved,
  issueToS1,
  openArea,
  openFromMenu,
  openReturnDialog,
  returnWithOpinion,
  tileAmount,
} from '../support/credits';

// Issue 10's story, as its users do it by clicking from their homes: c1_op issues, c1_dir approves with the Ukey …0101
// through the local agent, s1_op signs for it, s1_dir approves with …1101; then the refuse, return and withdraw
// variants. Every step checks the figures the homes show against the ledger's rules (domain.md §6.3). The tests share
// one server and run in order.
test.describe.configure({ mode: 'serial' });

const CORE_AVAILABLE = '可用额度';
const HELD = '持有金额';
const fen = (yuan: string) => Math.round(Number(yuan.replace(/,/g, '')) * 100);

let available = 0;

test('c1_op issues, c1_dir approves with the key, s1_op signs for and s1_dir approves: S1 holds the credit', async ({ page }) => {
  let held = 0;
  await as(page, 's1_op', async () => {
    held = await tileAmount(page, HELD);
  });
  await as(page, 'c1_op', async () => {
    available = await tileAmount(page, CORE_AVAILABLE);
    expect(available).toBe(fen('22,640,000.00'));
    await issueToS1(page, '123456.78', [2025, 6, 20]);
    // Submitting freezes the amount on the limit (domain.md §6.3).
    await openArea(page, '首页');
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available - fen('123,456.78'));
  });
  await as(page, 'c1_dir', async () => {
    const queue = page.getByRole('main');
    await expect(queue.getByText('123,456.78', { exact: false }).first()).toBeVisible();
    const appNo =
      (await queue
        .getByRole('link', { name: /^ISS\d+$/ })
        .first()
        .textContent()) ?? '';
    await approveWithKey(page, '开立复核', appNo);
  });
  await as(page, 's1_op', async () => {
    await decideOnTodo(page, '123,456.78', '签收');
  });
  await as(page, 's1_dir', async () => {
    await approveSignFor(page, '123,456.78');
  });
  await as(page, 's1_op', async () => {
    await expect.poll(() => tileAmount(page, HELD)).toBe(held + fen('123,456.78'));
  });
  await as(page, 'c1_op', async () => {
    // Approval turned the frozen amount into used: still not available.
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available - fen('123,456.78'));
    available -= fen('123,456.78');
    await openArea(page, '我的');
    await openFromMenu(page, '额度查询');
    await expect(page.getByRole('main')).toContainText('22,516,543.22');
  });
});

test('a director returns an application with 意见: the operator sees it returned and the limit is free again', async ({ page }) => {
  let appNo = '';
  await as(page, 'c1_op', async () => {
    appNo = await issueToS1(page, '20000', [2025, 6, 20]);
  });
  await as(page, 'c1_dir', async () => {
    const dialog = await openReturnDialog(page, '开立复核', appNo);
    await dialog.getByRole('button', { name: '退回' }).click();
    await expect(dialog.getByText('请填写意见')).toBeVisible();
    await returnWithOpinion(page, dialog, 'e2e：付款日请改为月末');
  });
  await as(page, 'c1_op', async () => {
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available);
    await openFromMenu(page, '开立申请');
    await page.getByRole('tab', { name: '我的开立申请' }).click();
    await expect(page.getByRole('table', { name: '我的开立申请' }).getByRole('row').filter({ hasText: appNo })).toContainText('已退回');
  });
});

test('the receiver refuses: once its director signs the refusal, the credit is refused and the limit released', async ({ page }) => {
  await issueApproved(page, { amount: '10000', due: [2025, 6, 20] });
  await as(page, 'c1_op', async () => {
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available - fen('10,000.00'));
  });
  await as(page, 's1_op', async () => {
    await decideOnTodo(page, '10,000.00', '拒签', 'e2e：无此笔交易');
  });
  await as(page, 's1_dir', async () => {
    await approveSignFor(page, '10,000.00');
  });
  await as(page, 'c1_op', async () => {
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available);
  });
});

test('the issuer withdraws a credit before it is signed for: c1_dir approves the withdrawal with the key', async ({ page }) => {
  await issueApproved(page, { amount: '30000', due: [2025, 6, 20] });
  await as(page, 'c1_op', async () => {
    await openFromMenu(page, '开立撤回申请');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: '30,000.00' }).first();
    await row.getByRole('checkbox').check();
    await page.getByRole('textbox', { name: '撤回原因' }).fill('e2e：合同取消');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('已提交开立撤回申请，等待主管复核').first()).toBeVisible();
  });
  await as(page, 'c1_dir', async () => {
    await openFromMenu(page, '开立撤回复核');
    // The seed has its own pending withdrawal (CR6, 50,000.00): take the one of this test by its amount.
    const ours = page.getByRole('main').getByRole('row').filter({ hasText: '30,000.00' }).first();
    const withdrawal = (await ours.getByRole('button', { name: /^WDR\d+$/ }).textContent()) ?? '';
    await approveWithKey(page, '开立撤回复核', withdrawal);
  });
  await as(page, 'c1_op', async () => {
    await expect.poll(() => tileAmount(page, CORE_AVAILABLE)).toBe(available);
  });
});

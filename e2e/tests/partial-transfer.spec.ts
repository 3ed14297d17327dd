import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-clean';
// Named to run after messages.spec.ts and before signing.spec.ts (the specs share one server in file order): its
// transfers send S2's operators messages that messages.spec counts, and signing.spec binds soft keys to s2_dir and
// s3_dir, who sign here with the agent's …1201 and …1301.
import { approveWithKey, as, choose, holdNewCredit, openFromMenu, signOpenApplication, submitApplication, takeTransfer, tileAmount } from '../support/credits';

// Issue 11's transfer story as its users click it (domain.md §7.5): s1_op transfers part of one credit and all of
// another to S2, s1_dir reads the split preview and signs with …1101, s2_op signs for and s2_dir signs with …1201;
// S2 passes part of what it received on to S3 the same way; the flow record shows both hops. Then 自动分配 and a
// refused transfer. The tests share one server and run in order.
test.describe.configure({ mode: 'serial' });

const HELD = '持有金额';
const S2 = '苏州示例钢材贸易有限公司';
const S3 = '宿迁示例五金加工厂';
const fen = (yuan: string) => Math.round(Number(yuan.replace(/,/g, '')) * 100);
const CREDIT_NO = /X[GV]\d{16}/;

/** The credit number of the first row of a table that shows this amount. */
async function creditNoOfRow(page: Page, table: string, amount: string): Promise<string> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: amount }).first();
  return CREDIT_NO.exec((await row.textContent()) ?? '')?.[0] ?? '';
}

/** Tick the picker's row of this credit. */
async function pick(page: Page, table: string, creditNo: string): Promise<void> {
  await page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: creditNo }).getByRole('checkbox').check();
}

/** Submit the transfer form to `receiver` with its first contract; returns the TRF number from 我的转让申请. */
async function submitTransfer(page: Page, receiver: string, contract: RegExp, total: string): Promise<string> {
  await choose(page, '接收方', receiver);
  await choose(page, '合同', contract);
  await expect(page.getByRole('status', { name: '转让合计' })).toContainText(total);
  return submitApplication(page, '已提交转让申请，等待主管复核', '我的转让申请', total, /TRF\d+/, '待复核');
}

let received = '';

test('S1 holds a new credit of 5,000.00 (issued by C1, signed for by S1)', async ({ page }) => {
  await holdNewCredit(page, { amount: '5000', due: [2025, 6, 27] });
});

test('a partial transfer S1 → S2 → S3 with real signatures: both homes and the flow record agree', async ({ page }) => {
  let s1Held = 0;
  let s2Held = 0;
  let cr4 = '';
  let transfer = '';
  await as(page, 's2_op', async () => {
    s2Held = await tileAmount(page, HELD);
  });
  await as(page, 's1_op', async () => {
    s1Held = await tileAmount(page, HELD);
    await openFromMenu(page, '转让申请');
    cr4 = await creditNoOfRow(page, '可转让凭证', '200,000.00');
    const mine = await creditNoOfRow(page, '可转让凭证', '5,000.00');
    await pick(page, '可转让凭证', cr4);
    await pick(page, '可转让凭证', mine);
    // A part larger than the credit is refused with the spec's message; 1,234.56 splits it.
    const part = page.getByRole('textbox', { name: `${cr4}的转让金额` });
    await part.fill('200000.01');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('转让金额不能超过凭证可用金额').first()).toBeVisible();
    await part.fill('1234.56');
    await expect(page.getByRole('table', { name: '转让金额明细' }).getByRole('row').filter({ hasText: cr4 })).toContainText('198,765.44');
    transfer = await submitTransfer(page, S2, /HT-2025-201/, '6,234.56');
    expect(transfer).toMatch(/^TRF/);
  });
  await as(page, 's1_dir', async () => {
    await openFromMenu(page, '转让拆分审批');
    await page.getByRole('button', { name: transfer }).click();
    const detail = page.getByRole('region', { name: `申请详情 ${transfer}` });
    const preview = detail.getByRole('table', { name: '拆分预览' }).getByRole('row').filter({ hasText: cr4 });
    await expect(preview).toContainText('1,234.56');
    await expect(preview).toContainText('198,765.44');
    await expect(detail).toContainText('陆仟贰佰叁拾肆元伍角陆分');
    await signOpenApplication(page);
  });
  await takeTransfer(page, 's2', '6,234.56');
  await as(page, 's1_op', async () => {
    await expect.poll(() => tileAmount(page, HELD)).toBe(s1Held - fen('6,234.56'));
  });
  await as(page, 's2_op', async () => {
    await expect.poll(() => tileAmount(page, HELD)).toBe(s2Held + fen('6,234.56'));
    // S2 passes 234.56 of the 1,234.56 it received on to S3.
    await openFromMenu(page, '转让申请');
    received = await creditNoOfRow(page, '可转让凭证', '1,234.56');
    await pick(page, '可转让凭证', received);
    await page.getByRole('textbox', { name: `${received}的转让金额` }).fill('234.56');
    transfer = await submitTransfer(page, S3, /HT-2025-301/, '234.56');
  });
  await as(page, 's2_dir', async () => {
    await approveWithKey(page, '转让拆分审批', transfer);
  });
  await takeTransfer(page, 's3', '234.56');
  await as(page, 's3_op', async () => {
    // From S3's home, its new credit opens the flow record: both hops are there, from the same root.
    const link = page.getByRole('main').getByRole('link', { name: CREDIT_NO }).first();
    await link.click();
    const main = page.getByRole('main');
    await expect(main).toContainText(cr4);
    await expect(main).toContainText('1,234.56');
    // 流转明细 pages the root's steps oldest first; the newest first shows S3 signing for what S2 passed on.
    const steps = page.getByRole('region', { name: '流转明细' });
    await expect(steps).toContainText(S2);
    await steps.getByRole('button', { name: '最新在前' }).click();
    await expect(steps.getByRole('listitem').first()).toContainText(S3);
    await expect(steps).toContainText('转让取得');
    await expect(steps).toContainText('234.56');
  });
});

test('自动分配 covers a target payment with the earliest due credits first; the director rejects it and the credits are free again', async ({ page }) => {
  let transfer = '';
  await as(page, 's1_op', async () => {
    await openFromMenu(page, '转让申请');
    await page.getByRole('textbox', { name: '目标金额' }).fill('3000');
    await page.getByRole('button', { name: '自动分配' }).click();
    const parts = page.getByRole('table', { name: '转让金额明细' });
    // The earliest due credit is the remainder of CR4 (due 2025-06-20): 3,000.00 of it, the rest kept.
    await expect(parts.getByRole('row')).toHaveCount(2);
    await expect(parts).toContainText('2025-06-20');
    await expect(page.getByRole('status', { name: '转让合计' })).toContainText('3,000.00');
    transfer = await submitTransfer(page, S2, /HT-2025-201/, '3,000.00');
  });
  await as(page, 's1_dir', async () => {
    await openFromMenu(page, '转让拆分审批');
    await page.getByRole('button', { name: transfer }).click();
    await page.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog', { name: '拒绝' });
    await dialog.getByRole('textbox', { name: '意见' }).fill('e2e：本月暂不支付');
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await expect(page.getByText('已拒绝', { exact: true }).first()).toBeVisible();
  });
  await as(page, 's1_op', async () => {
    await openFromMenu(page, '转让申请');
    await expect(page.getByRole('table', { name: '可转让凭证' })).toContainText('198,765.44');
  });
});

test('a refused transfer: S2 refuses, its director signs the refusal, and S1 holds the credit again', async ({ page }) => {
  let held = 0;
  let transfer = '';
  await as(page, 's1_op', async () => {
    held = await tileAmount(page, HELD);
    await openFromMenu(page, '转让申请');
    const no = await creditNoOfRow(page, '可转让凭证', '198,765.44');
    await pick(page, '可转让凭证', no);
    await page.getByRole('textbox', { name: `${no}的转让金额` }).fill('100');
    transfer = await submitTransfer(page, S2, /HT-2025-201/, '100.00');
  });
  await as(page, 's1_dir', async () => {
    await approveWithKey(page, '转让拆分审批', transfer);
  });
  await takeTransfer(page, 's2', '100.00', '拒签', 'e2e：合同金额不符');
  await as(page, 's1_op', async () => {
    await expect.poll(() => tileAmount(page, HELD)).toBe(held);
    await openFromMenu(page, '转让申请');
    await page.getByRole('tab', { name: '我的转让申请' }).click();
    await expect(page.getByRole('table', { name: '我的转让申请' }).getByRole('row').filter({ hasText: transfer })).toContainText('对方已拒签');
  });
});

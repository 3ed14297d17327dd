import { expect, test } from '../support/console-clean';
// Run at the end of receivable-finance.spec.ts, whose funding leaves S2 holding the 150,000.00 remainder (due
// 2025-10-09) that this spec covers, and before signing.spec.ts. It changes no credit, limit or count another spec reads:
// 买方付息 only records that the core bears the interest of the remainder's financing at F1.
import { approveWithKey, as, choose, openFromMenu } from '../support/credits';
import { screenshotsAs } from '../support/screenshots';

// The second half of receivable-finance.spec.ts (issue 35): it needs what that file's funding left on the server, so it
// runs there, after it, on the same worker — a file of its own could go to the other worker's fresh server.
export function buyerPaidStory(): void {
  test.describe('买方付息 of the remainder', () => {
    // Issue 14 part 3, the core's buyer-paid financing (核心企业融资申请 / 审批 / 查询, domain.md §7.7 core/finance/*) as its
    // users click it: c1_op picks S2's remainder at F1, reads the 费用测算 (150,000.00 × 3.60% × 115 / 360 = 1,725.00 and
    // a fee of 95.83) and submits; c1_dir approves with the key …0101; 核心企业融资查询 shows it 已生效; s2_op's 融资申请
    // for that credit then previews 买方付息 with 实际到账金额 150,000.00 — the whole amount.
    test.describe.configure({ mode: 'serial' });

    const S2 = '苏州示例钢材贸易有限公司';
    const F1 = '中国建设银行股份有限公司徐州分行';

    const shoot = screenshotsAs('buyer-paid');

    let creditNo = '';
    let appNo = '';

    test('c1_op applies for 买方付息 on S2’s 150,000.00 remainder at F1 and reads what the core would bear', async ({ page }) => {
      await as(page, 'c1_op', async () => {
        await openFromMenu(page, '核心企业融资申请');
        await expect(page.getByRole('combobox', { name: '金融机构' })).toContainText(F1);
        const credits = page.getByRole('table', { name: '供应商持有的凭证' });
        const row = credits.getByRole('row', { name: new RegExp(`${S2}.*150,000\\.00.*2025-10-09`) }).first();
        await expect(row).toContainText('未申请');
        creditNo = /XG\d{16}/.exec((await row.textContent()) ?? '')![0];
        await row.getByRole('checkbox').check();
        const estimate = page.getByRole('table', { name: '费用测算' });
        await expect(estimate.getByRole('row', { name: new RegExp(creditNo) })).toContainText('1,725.00');
        await expect(estimate.getByRole('row', { name: new RegExp(creditNo) })).toContainText('95.83');
        await expect(page.getByText('壹仟捌佰贰拾元捌角叁分')).toBeVisible();
        await shoot(page, 'apply');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByText('已提交买方付息申请，等待主管审批').first()).toBeVisible();
        await page.getByRole('tab', { name: '我的申请' }).click();
        const mine = page.getByRole('table', { name: '买方付息申请' });
        const first = mine.getByRole('row', { name: /BPF\d+/ }).first();
        await expect(first).toContainText('待复核');
        appNo = /BPF\d+/.exec((await first.textContent()) ?? '')![0];
      });
    });

    test('c1_dir approves it with the key from 核心企业融资审批; 核心企业融资查询 shows it in force', async ({ page }) => {
      await as(page, 'c1_dir', async () => {
        await openFromMenu(page, '核心企业融资审批');
        await page.getByRole('button', { name: appNo }).click();
        await expect(page.getByRole('table', { name: '费用测算' })).toContainText(creditNo);
        await shoot(page, 'approve');
        await approveWithKey(page, '核心企业融资审批', appNo);
        await openFromMenu(page, '核心企业融资查询');
        const row = page.getByRole('table', { name: '买方付息申请' }).getByRole('row', { name: new RegExp(appNo) });
        await expect(row).toContainText('已生效');
        await row.getByRole('button', { name: appNo }).click();
        await expect(page.getByRole('heading', { name: `买方付息申请 ${appNo}` })).toBeVisible();
        await expect(page.getByRole('table', { name: '买方付息项下融资' })).toContainText('供应商尚未在该金融机构申请融资');
        await shoot(page, 'query');
      });
    });

    test('s2_op’s 融资申请 of the remainder at F1 previews 买方付息: 实际到账金额 is the whole 150,000.00', async ({ page }) => {
      await as(page, 's2_op', async () => {
        await openFromMenu(page, '融资申请');
        await page.getByRole('textbox', { name: '凭证编号' }).fill(creditNo);
        await page.getByRole('button', { name: '查询', exact: true }).click();
        await page
          .getByRole('table', { name: '可融资凭证' })
          .getByRole('checkbox', { name: new RegExp(creditNo) })
          .check();
        await choose(page, '金融机构', F1);
        const preview = page.getByRole('region', { name: '融资试算' });
        await expect(preview).toContainText('买方付息');
        await expect(preview).toContainText('1,725.00');
        await expect(preview.getByText('壹拾伍万元整')).toBeVisible();
        await shoot(page, 'supplier-preview');
        // Nothing is applied for here: the choice is cleared, so leaving the form asks nothing.
        await page
          .getByRole('table', { name: '可融资凭证' })
          .getByRole('checkbox', { name: new RegExp(creditNo) })
          .uncheck();
      });
    });
  });
}

import type { Locator, Page } from '@playwright/test';
import { parseFen } from '@scf/api/money';
import { auxDataDir, auxPort, startAuxServer, stopAuxServer } from '../support/aux-server';
import { expect, test } from '../support/console-clean';
import { approveSignFor, approveWithKey, as, choose, decideOnTodo, issueCredit, openArea, openFromMenu, signOpenApplication } from '../support/credits';
import { addContract, addInvoice } from '../support/trade-data';
import { plugInRoleKey, confirmSignature } from '../support/ukey';
import { shownText } from '../support/shown-text';
import { reviewShot } from '../support/screenshots';

// Issue 29 Done-when (domain-lines.md §17.1–§17.4) as its users click it, on a server of its own started three times on
// one data dir with a pinned business date and time of day (BUSINESS_TIME: the debit slots read it):
// 2025-06-16 — s2_query, without 支付通权限, sees no 支付通; c1_op applies 开通 支付通 for S2 and c1_dir signs it from
//   待办事项; c1_op issues S2 an 80,000.00 voucher due 2025-09-30 (c1_dir signs), S2 signs for it; C1 commits 协议付息 with 买方承担比例 60 % at F1 (核心企业融资申请, c1_dir
//   signs); s2_op finances it in full (106 days: the §17.3 example) and F1 funds 79,641.96.
// 2025-06-17 17:30 — the seeded VC3 (120,000.00 against 100,000.00 in C1's 还款专户) has failed every slot and gone 逾期
//   with 付款账户余额不足; c1_op tops the 还款专户 up (模拟入金, the demo's tool) and 立即补扣 pays it.
// 2025-09-30 08:30 — before the 09:00 slot: c1_op reads the 还款专户's 余额 on 专户管理.
// 2025-09-30 09:30 — the 09:00 run has paid F1 80,537.07 (face + C1's 537.07) from the 还款专户, and the demo's other
//   voucher due that day: the 余额 is lower by exactly the day's 支付通代扣 in the 流水, to the fen, and F1's debit alone
//   takes exactly 80,537.07 off the balance before it, with its 回单; the receipts of both sides of it are in 回单查询
//   (c1_op's 付款, f1_cm's 收款).
test.describe.configure({ mode: 'serial' });

const S2 = '苏州示例钢材贸易有限公司';
const F1 = '中国建设银行股份有限公司徐州分行';
const run = String(Date.now()).slice(-4);
const INVOICE = { exTax: '80000.00', tax: '10400.00', total: '90400.00' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The spec's server on `date` at the time of day `time` (BUSINESS_TIME is read from the environment it inherits). */
async function startAt(dataDir: string, date: string, time: string) {
  const before = process.env.BUSINESS_TIME;
  process.env.BUSINESS_TIME = time;
  try {
    return await startAuxServer(dataDir, date);
  } finally {
    if (before === undefined) delete process.env.BUSINESS_TIME;
    else process.env.BUSINESS_TIME = before;
  }
}

/** Into an area from the main navigation (支付通, 我的), then a page of its menu. */
async function openIn(page: Page, area: string, title: string): Promise<void> {
  await openArea(page, area);
  await openFromMenu(page, title);
}
const openVoucher = (page: Page, title: string) => openIn(page, '支付通', title);

const REPAY_ACCOUNT = '32050161360000000003';
/** A figure as the screen shows it (`80,537.07`, `1,234.00 元`) in integer fen, through the money helpers. */
const fenOnScreen = (text: string | null): bigint => parseFen((text ?? '').replace(/[,\s元]/g, ''));

/** The text of `row`'s cell under the column headed `title` in `table`. */
async function cellUnder(table: Locator, row: Locator, title: string): Promise<string> {
  const column = (await table.getByRole('columnheader').allTextContents()).findIndex((h) => h.trim() === title);
  expect(column, `a column ${title}`).toBeGreaterThanOrEqual(0);
  return ((await row.getByRole('cell').nth(column).textContent()) ?? '').trim();
}

interface FlowOnScreen {
  time: string;
  summary: string;
  counterparty: string;
  income: bigint;
  expense: bigint;
  balance: bigint;
  receiptNo: string;
}

/** Every row of 账户流水 on 专户查询 (newest first), its figures in fen. */
async function flowsOnScreen(page: Page): Promise<FlowOnScreen[]> {
  const table = page.getByRole('table', { name: '账户流水' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const header = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const col = (title: string) => {
    const i = header.findIndex((h) => h.startsWith(title));
    expect(i, `a column ${title}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const fen = (text: string | undefined) => (text ? fenOnScreen(text) : 0n);
  const out: FlowOnScreen[] = [];
  for (const cells of await Promise.all((await rows.all()).map((r) => r.getByRole('cell').allTextContents()))) {
    const at = (title: string) => cells[col(title)]?.trim() ?? '';
    out.push({
      time: at('交易时间'),
      summary: at('摘要'),
      counterparty: at('对方户名'),
      income: fen(at('收入金额')),
      expense: fen(at('支出金额')),
      balance: fen(at('余额')),
      receiptNo: at('回单'),
    });
  }
  return out;
}

/** The 还款专户's 余额 on 我的 → 专户管理, in fen. */
async function repayBalance(page: Page): Promise<bigint> {
  await openIn(page, '我的', '专户管理');
  const table = page.getByRole('table', { name: '专户' });
  const row = table.getByRole('row').filter({ hasText: REPAY_ACCOUNT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('还款专户');
  return fenOnScreen(await cellUnder(table, row, '余额'));
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1480, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/**
 * Press `button` (同意) with the role's key plugged in first, as a director does (the agent's admin calls never run
 * beside the flow's own), and sign; the screen then says `said`.
 */
async function signWithKey(page: Page, button: Locator, said: RegExp | string): Promise<void> {
  await plugInRoleKey();
  await button.click();
  await confirmSignature(page);
  await expect(page.getByText(said).first()).toBeVisible();
}

test('支付通 from whitelist to maturity: 79,641.96 at funding, 逾期 paid by 立即补扣, 80,537.07 debited on the due date', async ({ browser }) => {
  // About twenty logins and three server starts: a backstop for a loaded machine, not a budget.
  test.setTimeout(1_500_000);
  const dataDir = auxDataDir('vdebit');
  const baseURL = `http://localhost:${auxPort()}`;
  let server = await startAt(dataDir, '2025-06-16', '10:00');
  try {
    let context = await browser.newContext({ baseURL });
    let page = await context.newPage();

    await test.step('s2_query (S2 opened 支付通, the user holds no 支付通权限) sees no 支付通 in the product bar', async () => {
      await as(page, 's2_query', async () => {
        const bar = page.getByRole('navigation', { name: '主导航' });
        await expect(bar.getByRole('link', { name: '电子债权凭证', exact: true })).toBeVisible();
        await expect(bar.getByRole('link', { name: '支付通', exact: true })).toHaveCount(0);
      });
    });

    await test.step('c1_op applies 开通 for S2 on 供应商; c1_dir signs it from 待办事项; S2 is 已开通', async () => {
      let appNo = '';
      await as(page, 'c1_op', async () => {
        await openVoucher(page, '供应商');
        const table = page.getByRole('table', { name: '支付通供应商列表' });
        await expect(table.getByRole('row', { name: new RegExp(S2) })).toContainText('未开通');
        await table.getByRole('button', { name: `开通 ${S2}` }).click();
        const dialog = page.getByRole('dialog', { name: '开通支付通' });
        await dialog.getByRole('textbox', { name: '原因' }).fill('年度供应商评审');
        await dialog.getByRole('button', { name: '提交', exact: true }).click();
        appNo = await shownText(page, /已提交供应商开通申请(PSP\d+)，待主管复核/, 1);
      });
      await as(page, 'c1_dir', async () => {
        await openVoucher(page, '待办事项');
        await page.getByRole('table', { name: '待办事项' }).getByRole('row').filter({ hasText: appNo }).getByRole('button', { name: '办理' }).click();
        await signOpenApplication(page);
        await openVoucher(page, '供应商');
        await expect(page.getByRole('table', { name: '支付通供应商列表' }).getByRole('row', { name: new RegExp(S2) })).toContainText('已开通');
      });
    });

    await test.step('c1_op issues S2 80,000.00 due 2025-09-30; c1_dir signs; s2_op signs for it and s2_dir approves', async () => {
      let appNo = '';
      await as(page, 'c1_op', async () => {
        await openArea(page, '支付通');
        appNo = await issueCredit(page, { receiver: 's2', amount: '80000', due: [2025, 9, 30], contract: /HT-2025-002/ });
      });
      await as(page, 'c1_dir', async () => {
        await openArea(page, '支付通');
        await approveWithKey(page, '开立复核', appNo);
      });
      await as(page, 's2_op', async () => {
        await openArea(page, '支付通');
        await decideOnTodo(page, '80,000.00', '签收');
      });
      await as(page, 's2_dir', async () => {
        await openArea(page, '支付通');
        await approveSignFor(page, '80,000.00');
      });
    });

    await test.step('C1 commits 协议付息, 买方承担 60 %, at F1 for S2’s voucher; c1_dir signs it', async () => {
      let appNo = '';
      await as(page, 'c1_op', async () => {
        await openVoucher(page, '核心企业融资申请');
        await choose(page, '金融机构', F1);
        await choose(page, '利息承担方式', '协议付息');
        await page.getByRole('textbox', { name: /买方承担比例/ }).fill('60');
        const row = page
          .getByRole('table', { name: '供应商持有的凭证' })
          .getByRole('row', { name: new RegExp(`${S2}.*80,000\\.00.*2025-09-30`) })
          .first();
        await expect(row).toContainText('未申请');
        await row.getByRole('checkbox').check();
        await expect(page.getByRole('table', { name: '费用测算' })).toContainText('537.07');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByText('已提交核心企业融资申请，等待主管审批').first()).toBeVisible();
        await page.getByRole('tab', { name: '我的申请' }).click();
        const first = page
          .getByRole('table', { name: /申请/ })
          .getByRole('row', { name: /BPF\d+/ })
          .first();
        await expect(first).toContainText('待复核');
        appNo = /BPF\d+/.exec((await first.textContent()) ?? '')![0];
      });
      await as(page, 'c1_dir', async () => {
        await openArea(page, '支付通');
        await approveWithKey(page, '核心企业融资审批', appNo);
      });
    });

    let finNo = '';
    await test.step('s2_op finances it in full at F1: 协议付息, 79,641.96 to S2 and 537.07 for C1 at maturity', async () => {
      await as(page, 's2_op', async () => {
        await openVoucher(page, '融资申请');
        const picker = page.getByRole('table', { name: '可融资凭证' });
        await picker.getByRole('row').filter({ hasText: '80,000.00' }).filter({ hasText: '2025-09-30' }).first().getByRole('checkbox').check();
        await expect(page.getByRole('textbox', { name: '融资金额' })).toHaveValue('80,000.00');
        await choose(page, '金融机构', F1);
        await page.getByRole('combobox', { name: '收款账户' }).click();
        await page.getByRole('option').first().click();
        await page.getByRole('form', { name: '融资申请' }).getByRole('link', { name: '新增融资资料' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '新增融资资料' })).toBeVisible();
        await addContract(page, { no: `HT-VD-${run}`, name: '钢材供货合同（支付通融资）', fileName: '支付通融资合同.pdf', pdf: PDF });
        await addInvoice(page, `${run}3302`, INVOICE);
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
        await page.getByRole('button', { name: '继续融资申请' }).click();
        await expect(page.getByRole('combobox', { name: '融资资料' })).toContainText(/发票1张/);
        const modes = page.getByRole('table', { name: '模式对比' });
        await expect(modes.getByRole('row').filter({ hasText: '协议付息' })).toContainText('79,641.96');
        await expect(modes.getByRole('row').filter({ hasText: '协议付息' })).toContainText('537.07');
        await page.getByRole('button', { name: '提交', exact: true }).click();
        await expect(page.getByText('已提交融资申请，等待主管复核').first()).toBeVisible();
        await page.getByRole('tab', { name: '我的融资申请' }).click();
        const mine = page.getByRole('table', { name: '我的融资申请' }).getByRole('row').filter({ hasText: '80,000.00' }).first();
        finNo = /FIN\d+/.exec((await mine.textContent()) ?? '')?.[0] ?? '';
        expect(finNo).toMatch(/^FIN20250616\d{6}$/);
      });
      await as(page, 's2_dir', async () => {
        await openVoucher(page, '融资审批');
        await page.getByRole('button', { name: finNo }).click();
        await signWithKey(page, page.getByRole('region', { name: `申请详情 ${finNo}` }).getByRole('button', { name: '同意' }), /已同意申请/);
      });
      await as(page, 'f1_cm', async () => {
        await openVoucher(page, '核心企业融资查询');
        await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: finNo }).click();
        await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
        const pass = page.getByRole('dialog', { name: '通过' });
        await pass.getByRole('textbox', { name: '意见' }).fill('贸易资料审核通过');
        await pass.getByRole('button', { name: '通过' }).click();
        await expect(page.getByText('已通过，待产品经理审批').first()).toBeVisible();
      });
      await as(page, 'f1_pm', async () => {
        await openVoucher(page, '核心企业融资查询');
        await page.getByRole('table', { name: '待处理的融资申请' }).getByRole('button', { name: finNo }).click();
        await signWithKey(page, page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '同意' }), `已同意申请${finNo}，待放款`);
        await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '放款' }).click();
        await page.getByRole('dialog', { name: '放款' }).getByRole('button', { name: '放款' }).click();
        await expect(page.getByText(`申请${finNo}已放款`).first()).toBeVisible();
      });
      await as(page, 's2_op', async () => {
        await openVoucher(page, '融资申请');
        await page.getByRole('tab', { name: '我的融资申请' }).click();
        const row = page.getByRole('table', { name: '我的融资申请' }).getByRole('row').filter({ hasText: finNo });
        await expect(row).toContainText(/已放款|已完成/);
        await row.getByRole('button', { name: finNo }).click();
        await expect(page.getByRole('heading', { name: `融资申请 ${finNo}` })).toBeVisible();
        await expect(page.getByText('79,641.96').first()).toBeVisible();
        await shoot(page, 'voucher-debit-funded');
      });
    });
    await context.close();

    await stopAuxServer(server);
    server = await startAt(dataDir, '2025-06-17', '17:30');
    context = await browser.newContext({ baseURL });
    page = await context.newPage();

    await test.step('2025-06-17 17:30: VC3 is 逾期 with 付款账户余额不足; c1_op tops up the 还款专户 and 立即补扣 pays it', async () => {
      await as(page, 'c1_op', async () => {
        await openArea(page, '支付通');
        const overdue = page.getByRole('table', { name: '逾期' });
        const vc3 = overdue.getByRole('row').filter({ hasText: '120,000.00' });
        await expect(vc3).toContainText('2025-06-17');
        await expect(vc3).toContainText('付款账户余额不足');
        await shoot(page, 'voucher-debit-overdue');
        await openIn(page, '我的', '专户查询');
        await choose(page, '账户', /32050161360000000003/);
        await page.getByRole('button', { name: '模拟入金' }).click();
        const dialog = page.getByRole('dialog', { name: '模拟入金' });
        await dialog.getByRole('textbox', { name: '入金金额' }).fill('200000');
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect(page.getByText('已模拟入金').first()).toBeVisible();
        await openArea(page, '支付通');
        await page.getByRole('button', { name: '立即补扣' }).click();
        await expect(page.getByText('立即补扣完成，成功1笔').first()).toBeVisible();
        await expect(page.getByRole('table', { name: '逾期' })).toContainText('暂无逾期支付通');
      });
    });
    await context.close();

    await stopAuxServer(server);
    server = await startAt(dataDir, '2025-09-30', '08:30');
    context = await browser.newContext({ baseURL });
    page = await context.newPage();

    let before = 0n;
    await test.step('2025-09-30 08:30, before the 09:00 slot: c1_op reads the 还款专户’s 余额 on 专户管理', async () => {
      await as(page, 'c1_op', async () => {
        before = await repayBalance(page);
        expect(before).toBeGreaterThanOrEqual(8_053_707n);
      });
    });
    await context.close();

    await stopAuxServer(server);
    server = await startAt(dataDir, '2025-09-30', '09:30');
    context = await browser.newContext({ baseURL });
    page = await context.newPage();

    await test.step('2025-09-30 09:30: the 09:00 run paid F1 80,537.07 from C1’s 还款专户: 余额 lower by exactly that, both receipts in 回单查询', async () => {
      await as(page, 'c1_op', async () => {
        const after = await repayBalance(page);
        await page.getByRole('link', { name: `查询 ${REPAY_ACCOUNT}` }).click();
        const flows = await flowsOnScreen(page);
        // The 09:00 run pays every voucher of C1 due today: F1's 80,537.07 and whatever the demo has due the same day.
        const today = flows.filter((f) => f.time.startsWith('2025-09-30'));
        expect(today.every((f) => f.summary.startsWith('支付通代扣') && f.expense > 0n && f.income === 0n)).toBe(true);
        expect(before - after).toBe(today.reduce((sum, f) => sum + f.expense, 0n));
        expect(flows[0]?.balance).toBe(after);
        // F1's debit alone, in the 流水 (newest first): the balance just before it less exactly 80,537.07, with its 回单.
        const at = flows.findIndex((f) => f.expense === 8_053_707n && f.counterparty.includes(F1));
        expect(at).toBeGreaterThanOrEqual(0);
        const paid = flows[at]!;
        expect(flows[at + 1]!.balance - paid.balance).toBe(8_053_707n);
        expect(paid.receiptNo).toMatch(/^HD\d+$/);
        await shoot(page, 'voucher-debit-flow');

        await openIn(page, '我的', '回单查询');
        const receipt = page.getByRole('table', { name: '回单列表' }).getByRole('row').filter({ hasText: '80,537.07' });
        await expect(receipt).toHaveCount(1);
        for (const text of ['2025-09-30', '支付通代扣', '付款', F1, paid.receiptNo]) await expect(receipt).toContainText(text);
        await shoot(page, 'voucher-debit-receipt-payer');
      });
      await as(page, 'f1_cm', async () => {
        await openIn(page, '我的', '回单查询');
        const receipt = page.getByRole('table', { name: '回单列表' }).getByRole('row').filter({ hasText: '80,537.07' });
        await expect(receipt).toHaveCount(1);
        for (const text of ['2025-09-30', '支付通代扣', '收款', '徐州示例重工集团有限公司']) await expect(receipt).toContainText(text);
        await shoot(page, 'voucher-debit-receipt-payee');
      });
    });
    await context.close();
  } finally {
    await stopAuxServer(server);
  }
});

import { fenToDecimal } from '@scf/api/money';
import { refuse } from '../../platform/refusal';
import { accountOf } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import * as repo from './abs.repo';
import { checkForFactor, priceOf } from './abs.rules';
import type { ReceivableMove } from './abs.state';

/**
 * The effects of the two ABS flows (abs.flows.ts), each in its transition's transaction. A batch confirmed by its
 * director's signature is the only way a receivable becomes 已确权 (§18.1, the 承兴 lesson); a transfer paid by the
 * factor is the only way one becomes 已转让.
 */

/** Move every receivable of the application by `move`; a receivable that moved meanwhile refuses the step. */
async function moveAll(ctx: LedgerContext, app: AppRow, move: ReceivableMove, change: repo.StatusChange): Promise<repo.ReceivableRow[]> {
  const rows = await repo.receivablesOfApp(ctx.tx, app.app_no, true);
  const moved = await repo.moveReceivables(
    ctx.tx,
    rows.map((r) => r.receivable_no),
    move,
    change,
  );
  if (moved !== rows.length) throw refuse.state();
  return rows;
}

/** APR 同意: the director's signature over the 应付账款确认函 confirms the whole batch. */
export async function confirmBatch(ctx: LedgerContext, app: AppRow): Promise<void> {
  await moveAll(ctx, app, 'CONFIRM', { at: ctx.now, confirmedDate: ctx.businessDate });
}

/** APR 退回: the payables go back to 待提交 (their invoices stay held). */
export async function returnBatch(ctx: LedgerContext, app: AppRow): Promise<void> {
  await moveAll(ctx, app, 'RETURN', { at: ctx.now });
}

/** APR 拒绝 or 撤销: the payables are void and their invoices released. */
export async function voidBatch(ctx: LedgerContext, app: AppRow): Promise<void> {
  const rows = await moveAll(ctx, app, 'VOID_BATCH', { at: ctx.now });
  for (const r of rows) await repo.releaseReceivableInvoices(ctx.tx, r.receivable_no);
}

/** APC 同意作废 by the creditor's director: the receivable is void and its invoices released. */
export async function cancelAgreed(ctx: LedgerContext, app: AppRow): Promise<void> {
  const rows = await moveAll(ctx, app, 'CANCEL_AGREED', { at: ctx.now });
  for (const r of rows) await repo.releaseReceivableInvoices(ctx.tx, r.receivable_no);
}

/** APC 拒绝作废, or the debtor withdraws its request: 已确权 again. */
export async function cancelBack(ctx: LedgerContext, app: AppRow): Promise<void> {
  await moveAll(ctx, app, 'CANCEL_BACK', { at: ctx.now });
}

/** An ABT that ends unpaid (拒绝, 撤销): its receivables are 已确权 again. */
export async function transferEnd(ctx: LedgerContext, app: AppRow): Promise<void> {
  await moveAll(ctx, app, 'TRANSFER_END', { at: ctx.now, transferAppNo: null });
}

/** 客户经理 审核通过: the checks of §18.3 on each receivable. */
export async function factorCheck(ctx: LedgerContext, app: AppRow): Promise<void> {
  for (const r of await repo.receivablesOfApp(ctx.tx, app.app_no, true)) await checkForFactor(ctx.tx, r);
}

/**
 * 产品经理 同意受让: each price recomputed at the value date (today) under its debtor's quote, the factor pays Σ (price −
 * fee) from its settlement account to the creditor's (one ABS_PRICE transfer with its receipts), each receivable is
 * registered at the simulated 中登网 and becomes 已转让 with the factor as its creditor.
 */
export async function payTransfer(ctx: LedgerContext, app: AppRow): Promise<void> {
  const t = await repo.transferAppOf(ctx.tx, app.app_no);
  if (!t) throw new Error(`${app.app_no} has no transfer row`);
  const rows = await repo.receivablesOfApp(ctx.tx, app.app_no, true);
  let price = 0n;
  let fee = 0n;
  const done: Array<{ r: repo.ReceivableRow; quote: repo.QuoteRow; priceFen: bigint; feeFen: bigint }> = [];
  for (const r of rows) {
    if (r.status !== 'TRANSFERRING') throw refuse.state();
    await checkForFactor(ctx.tx, r);
    const quote = await repo.quoteOf(ctx.tx, t.fi_corp_id, r.debtor_corp_id);
    if (!quote) throw refuse.rule('未配置该债务人的转让报价');
    const f = priceOf(r, quote, ctx.businessDate);
    price += f.priceFen;
    fee += f.serviceFeeFen;
    done.push({ r, quote, priceFen: f.priceFen, feeFen: f.serviceFeeFen });
  }
  const from = await accountOf(ctx.tx, t.fi_corp_id, ['SETTLEMENT']);
  const to = await accountOf(ctx.tx, app.applicant_corp_id, ['SETTLEMENT']);
  if (!to) throw refuse.rule('转让方未开立结算账户');
  const paid = await SimBank.transfer(ctx.tx, {
    fromAccountId: from?.account_id ?? '',
    toAccountId: to.account_id,
    amountFen: price - fee,
    purpose: 'ABS_PRICE',
    bizRef: app.app_no,
    remark: `应收账款转让价款（服务费${fenToDecimal(fee)}元已扣除）`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  for (const d of done) {
    await repo.setTransferred(ctx.tx, d.r.receivable_no, {
      fiCorpId: t.fi_corp_id,
      priceMode: d.quote.price_mode,
      rate: d.quote.rate,
      serviceFeeRate: d.quote.service_fee_rate,
      priceFen: d.priceFen,
      serviceFeeFen: d.feeFen,
      transferDate: ctx.businessDate,
      zdRegNo: await repo.nextZdRegNo(ctx.tx, ctx.businessDate),
      at: ctx.now,
    });
  }
  await repo.setTransferPaid(ctx.tx, app.app_no, {
    valueDate: ctx.businessDate,
    priceFen: price,
    serviceFeeFen: fee,
    paidFen: price - fee,
    bankSerial: paid.bankSerial,
  });
}

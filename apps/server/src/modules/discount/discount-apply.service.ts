import { DISCOUNT_REFUSALS, discountApplyInputSchema } from '@scf/api/contract';
import type { BizType, DiscountApplyInput, DiscountDetail } from '@scf/api/contract';
import { partitionsPackage } from '@scf/api/money';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, createApp, inLedger, newApp, nextAppNo } from '../applications';
import type { LedgerContext } from '../applications';
import { addBillEvent, insertRange, moveRange, nextRangeId, rangeBounds, rangesOf } from './bills.repo';
import * as repo from './discount-apply.repo';
import type { Take } from './discount-apply.rules';
import { plan } from './discount-apply.trial';
import { discountDetail } from './discount-apply.view';

/**
 * 贴现 (domain-lines.md §20.4–§20.5): the seller's application. Its stages live beside it: the holdings and 贴现试算
 * (discount-apply.trial.ts), 贴现查询 and the detail (.view.ts), the seller's 撤回 (.revoke.ts), the drawer's
 * 买方付息确认 (.payer.ts) and the bank's 贴现审批 (.bank.ts); the flow's table is discount-apply.flows.ts, the DVP its effects.
 */
export { holdings, trial } from './discount-apply.trial';
export { discountDetail, list } from './discount-apply.view';
export { approveOriginal, revoke, revokeOriginal } from './discount-apply.revoke';
export { payerConfirm, payerOriginal, payerRefuse, payerSign } from './discount-apply.payer';
export { fiPass, fiReceive, fiReject } from './discount-apply.bank';

// ---------------------------------------------------------------------------------------------------------------- apply

/** The taken sub-range split off its held range (§20.1): the parent 已拆分, the taken part 贴现中 locked, the rest 持有中. */
async function lockTake(ctx: LedgerContext, appNo: string, take: Take, packageFen: bigint): Promise<string> {
  const from = take.from;
  const whole = take.start === BigInt(String(from.start_no)) && take.end === BigInt(String(from.end_no));
  if (whole) {
    if (!(await moveRange(ctx.tx, from.range_id, ['HELD'], 'DISCOUNTING', appNo))) throw refuse.rule(DISCOUNT_REFUSALS.occupied);
    return from.range_id;
  }
  if (!(await moveRange(ctx.tx, from.range_id, ['HELD'], 'SPLIT'))) throw refuse.rule(DISCOUNT_REFUSALS.occupied);
  const base = { packageNo: from.package_no, holderCorpId: from.holder_corp_id, parentRangeId: from.range_id, on: ctx.businessDate };
  const taken = await nextRangeId(ctx.tx);
  await insertRange(ctx.tx, { ...base, rangeId: taken, start: take.start, end: take.end, status: 'DISCOUNTING', lockedByApp: appNo });
  const { end } = rangeBounds(from);
  await insertRange(ctx.tx, { ...base, rangeId: await nextRangeId(ctx.tx), start: take.end + 1n, end, status: 'HELD', lockedByApp: null });
  const live = (await rangesOf(ctx.tx, from.package_no)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
  if (!partitionsPackage(live.map(rangeBounds), packageFen)) throw new Error(`package ${from.package_no}: ranges no longer partition it`);
  return taken;
}

/**
 * 提交: refused 请先完成贴现试算 unless the trial is of today with the bank's current rate; the packages locked in number
 * order, the sub-ranges taken (a concurrent apply of the same range waits, then finds it 贴现中: 票据已被其他申请占用);
 * one bill DISCOUNT_BILL, more DISCOUNT_BATCH, 待复核.
 */
export function apply(env: ServiceEnv, actor: Actor, raw: DiscountApplyInput): Promise<DiscountDetail> {
  const input = discountApplyInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const p = await plan(ctx.tx, actor.corpId, input, ctx.businessDate, true);
    if (input.trialDate !== ctx.businessDate || input.annualRate !== p.quote.annual_rate) throw refuse.rule(DISCOUNT_REFUSALS.trialFirst);
    const accounts = await repo.settlementAccounts(ctx.tx, actor.corpId);
    if (!accounts.some((a) => a.account_id === input.accountId)) throw refuse.rule('请选择本企业的结算账户作为入账账户');
    const bizType: BizType = p.lines.length === 1 ? 'DISCOUNT_BILL' : 'DISCOUNT_BATCH';
    const appNo = await nextAppNo(ctx.tx, bizType, ctx.businessDate);
    const amountFen = p.lines.reduce((s, l) => s + l.take.amountFen, 0n);
    await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType, productType: 'DISCOUNT', amountFen }), counterpartyCorpId: p.quote.fi_corp_id, issuerCorpId: p.payerCorpId },
      'SUBMIT',
      async () => {
        await repo.insertDiscountApp(ctx.tx, {
          app_no: appNo,
          fi_corp_id: p.quote.fi_corp_id,
          seller_corp_id: actor.corpId,
          payer: input.payer,
          buyer_pct: p.buyerPct,
          annual_rate: p.quote.annual_rate,
          deferral_rule: p.quote.deferral_rule,
          deferral_days: p.quote.deferral_days,
          account_id: input.accountId,
          trial_date: ctx.businessDate,
          payer_corp_id: p.payerCorpId,
        });
        let seq = 0;
        for (const l of p.lines) {
          const rangeId = await lockTake(ctx, appNo, l.take, fenOf(l.pkg.amount_fen));
          seq += 1;
          await repo.insertLine(ctx.tx, {
            appNo,
            seq,
            packageNo: l.pkg.package_no,
            rangeId,
            amountFen: l.take.amountFen,
            fiCorpId: p.quote.fi_corp_id,
            annualRate: p.quote.annual_rate,
            deferralRule: p.quote.deferral_rule,
            deferralDays: p.quote.deferral_days,
            payer: input.payer,
            buyerPct: p.buyerPct,
            accountId: input.accountId,
            trialDate: ctx.businessDate,
            galeDate: l.figures.galeDate,
            days: l.figures.days,
            interestFen: l.figures.interestFen,
            buyerFen: l.figures.buyerFen,
            sellerFen: l.figures.sellerFen,
            proceedsFen: l.figures.proceedsFen,
          });
          await addBillEvent(ctx.tx, {
            packageNo: l.pkg.package_no,
            rangeId,
            at: new Date(ctx.now).toISOString(),
            kind: 'DISCOUNT_APPLIED',
            label: '贴现申请',
            corpId: actor.corpId,
            appNo,
            amountFen: l.take.amountFen,
          });
        }
      },
    );
    return discountDetail(ctx.tx, actor, appNo);
  });
}

import type { ApplicationDetail, BizType } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertAppCredits } from './app-parts.repo';
import { detailOf, acting, inLedger, nextAppNo, createApp, newApp } from '../applications';
import { amountOf } from './credit-moves';
import { visibleCredit } from './credit.repo';
import type { CreditRow } from './credit.repo';
import { refuse } from '../../platform/refusal';

interface Flow {
  biz: Extract<BizType, 'WITHDRAW' | 'RECYCLE'>;
  /** Whose credits the flow may take, with the refusal otherwise. */
  owns(c: CreditRow, corpId: string): boolean;
  notOwned: string;
}

/** 开立撤回 (domain.md §7.4): credits the caller's corporation issued that are still waiting to be signed for. */
const WITHDRAW: Flow = { biz: 'WITHDRAW', owns: (c, corp) => c.issuer_corp_id === corp, notOwned: '只能撤回本企业开立的凭证' };
/** 回收 (§7.10): credits the issuer holds itself (after a return). */
const RECYCLE: Flow = {
  biz: 'RECYCLE',
  owns: (c, corp) => c.issuer_corp_id === corp && c.holder_corp_id === corp,
  notOwned: '只能回收本企业开立且由本企业持有的凭证',
};

async function apply(flow: Flow, env: ServiceEnv, actor: Actor, input: { creditNos: string[]; reason: string }): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const credits: CreditRow[] = [];
    for (const no of [...new Set(input.creditNos)].sort()) {
      const c = await visibleCredit(ctx.tx, actor.corpId, no);
      if (!c) throw refuse.creditNotFound();
      if (!flow.owns(c, actor.corpId)) throw refuse.rule(flow.notOwned);
      credits.push(c);
    }
    const products = new Set(credits.map((c) => c.product_type));
    if (products.size !== 1) throw refuse.rule('一次只能办理同一产品的凭证');
    const holders = [...new Set(credits.map((c) => c.holder_corp_id))];
    const appNo = await nextAppNo(ctx.tx, flow.biz, ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, {
          appNo,
          bizType: flow.biz,
          productType: credits[0]?.product_type ?? 'CREDIT',
          amountFen: credits.reduce((s, c) => s + amountOf(c), 0n),
        }),
        counterpartyCorpId: holders.length === 1 && holders[0] !== actor.corpId ? (holders[0] ?? null) : null,
        issuerCorpId: actor.corpId,
        reason: input.reason,
      },
      'SUBMIT',
      () =>
        insertAppCredits(
          ctx.tx,
          appNo,
          credits.map((c) => ({ creditNo: c.credit_no, amountFen: amountOf(c) })),
        ),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

export const withdrawApply = (env: ServiceEnv, actor: Actor, input: { creditNos: string[]; reason: string }) => apply(WITHDRAW, env, actor, input);
export const recycleApply = (env: ServiceEnv, actor: Actor, input: { creditNos: string[]; reason: string }) => apply(RECYCLE, env, actor, input);

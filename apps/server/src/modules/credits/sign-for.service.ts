import { CREDIT_STATUS_LABEL } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { appOf, detailOf, acting, inLedger, nextAppNo, act, createApp, newApp } from '../applications';
import { insertAppCredits } from './app-parts.repo';
import { amountOf } from './credit-moves';
import { visibleCredit } from './credit.repo';
import { refuse } from '../../platform/refusal';

/**
 * The receiver's operator signs for (签收) or refuses (拒签) a credit waiting for it (domain.md §7.3): a SIGN
 * application that locks the credit and waits for its director's key; after the director returned it, the same
 * application takes the new decision.
 */
export async function signFor(
  env: ServiceEnv,
  actor: Actor,
  creditNo: string,
  input: { decision: 'ACCEPT' | 'REFUSE'; comment: string },
): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const credit = await visibleCredit(ctx.tx, actor.corpId, creditNo);
    if (!credit) throw refuse.creditNotFound();
    if (credit.holder_corp_id !== actor.corpId) throw refuse.rule('只有接收方可以签收或拒签该凭证');
    if (credit.status !== 'PENDING_SIGN') throw refuse.state(`凭证当前状态为「${CREDIT_STATUS_LABEL[credit.status]}」，不能签收或拒签`);
    if (credit.locked_by_app) {
      const open = await appOf(ctx.tx, actor.corpId, credit.locked_by_app, true);
      if (!open || open.biz_type !== 'SIGN') throw refuse.state('凭证已被其他申请占用，不能签收或拒签');
      return detailOf(ctx.tx, ctx.actor, await act(ctx, open, 'DECIDE', { decision: input.decision, comment: input.comment }));
    }
    const appNo = await nextAppNo(ctx.tx, 'SIGN', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'SIGN', productType: credit.product_type, amountFen: amountOf(credit) }),
        counterpartyCorpId: credit.issuer_corp_id,
        issuerCorpId: credit.issuer_corp_id,
        decision: input.decision,
        comment: input.comment,
        deciderUserId: actor.userId,
      },
      'DECIDE',
      () => insertAppCredits(ctx.tx, appNo, [{ creditNo, amountFen: amountOf(credit) }]),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

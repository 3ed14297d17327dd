import type { ApplicationDetail } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from '../../platform/refusal';
import { act, acting, detailOf, inLedger, loadApp } from '../applications';

/**
 * The counterparty's operator on a transfer (签收 / 拒签) or a return (确认 / 拒收) addressed to its corporation:
 * the decision waits for its director's key. A credit's own sign-for after issue is `signFor`.
 */
export function decideAsCounterparty(
  env: ServiceEnv,
  actor: Actor,
  appNo: string,
  input: { decision: 'ACCEPT' | 'REFUSE'; comment: string },
): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const app = await loadApp(ctx.tx, actor, appNo, true);
    if (app.biz_type !== 'TRANSFER' && app.biz_type !== 'RETURN') throw refuse.rule('该申请不需要签收或确认');
    return detailOf(ctx.tx, ctx.actor, await act(ctx, app, 'DECIDE', { decision: input.decision, comment: input.comment }));
  });
}

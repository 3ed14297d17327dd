import type { ApplicationDetail } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from '../../platform/refusal';
import { act, acting, detailOf, inLedger, loadApp } from '../applications';
import type { LedgerContext } from '../applications';
import { ledgerConfigOf } from '../config';

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
  // The application locked and read with the ledger parameters in one statement, then the step on them (issue 34).
  return env.db.transaction(async (tx) => {
    const app = await loadApp(tx, actor, appNo, true);
    if (app.biz_type !== 'TRANSFER' && app.biz_type !== 'RETURN') throw refuse.rule('该申请不需要签收或确认');
    const step = (ctx: LedgerContext) => act(ctx, app, 'DECIDE', { decision: input.decision, comment: input.comment });
    const env1 = { db: tx, now: env.now, businessDate: env.businessDate };
    return inLedger(env1, acting(actor), async (ctx) => detailOf(tx, ctx.actor, await step(ctx)), null, ledgerConfigOf(app.ledger_json));
  });
}

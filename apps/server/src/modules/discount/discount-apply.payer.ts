import type { DiscountDetail, SignaturePayload } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { runKeySignedOperation } from '../ukey';
import { act, acting, appDigest, inLedger, insertFlow } from '../applications';
import type { Acting } from '../applications';
import { closePayerTodo, discountLines, openPayerTodo } from './discount-apply.effects';
import * as repo from './discount-apply.repo';
import { head } from './discount-apply.revoke';
import { discountDetail, loadAll, notFound } from './discount-apply.view';
import type { Loaded } from './discount-apply.view';

// ---------------------------------------------------------------------------------------------------------------- drawer

/** The drawer's side of an application (买方/协议付息): its own confirmation steps; others read it as absent. */
async function payerApp(q: Queryable, actor: Actor, appNo: string, lock: boolean): Promise<Loaded> {
  const l = await loadAll(q, appNo, lock);
  if (!l || l.d.payer_corp_id !== actor.corpId) throw notFound();
  if (l.app.status !== 'PENDING_PAYER') throw refuse.state();
  return l;
}

/** The platform-side step the drawer takes (the engine's `system` side: the drawer is no party of the application). */
const asDrawer = (actor: Actor): Acting => ({ userId: actor.userId, corpId: actor.corpId, role: 'SYSTEM' });

/** The timeline names the drawer's step as it was taken: its user's role and the step's own word (flows' actionLabel). */
async function nameDrawerStep(q: Queryable, appNo: string, actor: Actor, action: 'PAYER_SIGN' | 'PAYER_REFUSE'): Promise<void> {
  await q.query("UPDATE flow_record SET role_code = $3, action = $4 WHERE app_no = $1 AND user_id = $2 AND role_code = 'SYSTEM' AND action = 'DECIDE'", [
    appNo,
    actor.userId,
    actor.role,
    action,
  ]);
}

/** 确认付息 (drawer's operator): recorded on the timeline; its director signs next. */
export function payerConfirm(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  if (actor.role !== 'ROLE_OPERATOR') throw refuse.forbidden();
  return inLedger(env, acting(actor), async (ctx) => {
    const l = await payerApp(ctx.tx, actor, appNo, true);
    if (l.d.payer_confirmed_by) throw refuse.state();
    await repo.setPayerConfirmed(ctx.tx, appNo, actor.userId);
    await insertFlow(ctx.tx, {
      at: ctx.now,
      businessDate: ctx.businessDate,
      bizType: l.app.biz_type,
      appNo,
      creditNo: null,
      action: 'PAYER_CONFIRM',
      fromStatus: l.app.status,
      toStatus: l.app.status,
      corpId: actor.corpId,
      userId: actor.userId,
      roleCode: actor.role,
      comment,
      amountFen: fenOf(l.app.amount_fen),
      signedBy: null,
    });
    await openPayerTodo(ctx, l.app, 'ROLE_DIRECTOR');
    return discountDetail(ctx.tx, actor, appNo);
  });
}

function payerScope(actor: Actor, l: Loaded): ChallengeScope {
  if (actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  if (!l.d.payer_confirmed_by) throw refuse.rule('请先由经办人确认付息');
  if (l.d.payer_confirmed_by === actor.userId) throw refuse.makerChecker();
  return { userId: actor.userId, roleCode: actor.role, businessType: 'CONTRACT_SIGN', businessIds: [l.app.app_no], stateDigest: appDigest(l.app) };
}

/** The CONTRACT_SIGN original of a discount (id = its number): the 买方付息确认书 with the buyer's amounts. */
export async function payerOriginal(env: ServiceEnv, actor: Actor, appNo: string): Promise<string> {
  const l = await payerApp(env.db, actor, appNo, false);
  const scope = payerScope(actor, l);
  return issueChallenge(env.db, env.now, scope, [...head(l.app, '买方付息确认', actor.corpId), ...(await discountLines(env.db, l.app, 'payer'))]);
}

/** The drawer's director signs the 买方付息确认书 → 待银行签收. */
export function payerSign(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  let l: Loaded | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      l = await payerApp(tx, actor, appNo, true);
      return payerScope(actor, l);
    },
    effect: (tx, signedBy) =>
      inLedger(
        { db: tx, now: env.now, businessDate: env.businessDate },
        asDrawer(actor),
        async (ctx) => {
          await act(ctx, l!.app, 'DECIDE', { decision: 'ACCEPT' });
          await nameDrawerStep(tx, appNo, actor, 'PAYER_SIGN');
          await closePayerTodo(tx, appNo, ctx.now);
          return discountDetail(tx, actor, appNo);
        },
        signedBy.serialNorm,
      ),
  });
}

/** The drawer's 拒绝 (operator or director, 意见 required) → 已撤销, the ranges 持有中. */
export function payerRefuse(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  return inLedger(env, asDrawer(actor), async (ctx) => {
    const l = await payerApp(ctx.tx, actor, appNo, true);
    await act(ctx, l.app, 'DECIDE', { decision: 'REFUSE', comment });
    await nameDrawerStep(ctx.tx, appNo, actor, 'PAYER_REFUSE');
    return discountDetail(ctx.tx, actor, appNo);
  });
}

import { APP_STATUS_LABEL } from '@scf/api/contract';
import type { AppStatus } from '@scf/api/contract';
import { refuse } from '../../platform/refusal';
import type { LedgerConfig } from '../config';
import { appByNo, insertAppReturning, updateAppStatus } from './application.repo';
import type { AppChange, AppRow, NewApp } from './application.repo';
import type { AppAction, AppTransition, EffectSpec, Facts } from './flow-definition';
import { findTransition, flowOf, servedFlow } from './flow-registry';
import { insertFlow } from './flow.repo';
import type { Acting, LedgerContext } from './ledger-context';
import { isActor, passesMakerChecker } from './maker-checker';
import type { AppParties } from './maker-checker';
import { appTodo, notifyAppResult } from './notices';

const ACTION_LABEL: Record<AppAction, string> = {
  SAVE: '保存',
  SUBMIT: '提交',
  APPROVE: '同意',
  RETURN: '退回',
  REJECT: '拒绝',
  CANCEL: '撤销申请',
  DECIDE: '签收/拒签',
  EXPIRE: '超期处理',
  FUND: '放款',
};

/** Whether a role on one side takes any step of a business type's flow (the table says). */
const hasStepsIn = (biz: AppRow['biz_type'], side: 'applicant' | 'counterparty', role: string): boolean =>
  servedFlow(biz)?.transitions.some((x) => x.side === side && x.role === role) ?? false;

export const partiesOf = (a: AppRow): AppParties => ({
  applicantCorpId: a.applicant_corp_id,
  counterpartyCorpId: a.counterparty_corp_id,
  creatorUserId: a.creator_user_id,
  approverUserId: a.approver_user_id,
  deciderUserId: a.decider_user_id,
});

export function factsOf(config: LedgerConfig, a: AppRow, decision?: 'ACCEPT' | 'REFUSE'): Facts {
  return {
    needsFinalReview: false,
    hasCounterparty: a.counterparty_corp_id !== null,
    ...servedFlow(a.biz_type)?.facts?.(config, a),
    decision: decision ?? a.decision,
  };
}

/** The amount of a row (`amount_fen`, a BIGINT the driver may give as a string). */
const amountOf = (a: { amount_fen: unknown }): bigint => BigInt(String(a.amount_fen));

/** One effect of a transition, run by the flow's own runner for its kind. */
async function runEffect(ctx: LedgerContext, app: AppRow, effect: EffectSpec): Promise<void> {
  const runner = (flowOf(app.biz_type).effects as Record<string, (c: LedgerContext, a: AppRow, e: EffectSpec) => Promise<void>>)[effect.kind];
  if (!runner) throw new Error(`${app.biz_type}: no runner for effect ${effect.kind}`);
  await runner(ctx, app, effect);
}

/**
 * The transition this actor would take with this action now, checked against the table (state), the actor (side and
 * role: 403 otherwise) and maker–checker. Throws the refusal the screen shows; changes nothing.
 */
export function transitionFor(config: LedgerConfig, app: AppRow, action: AppAction, actor: Acting, decision?: 'ACCEPT' | 'REFUSE'): AppTransition {
  const t = findTransition(app.biz_type, action, app.status, factsOf(config, app, decision));
  if (!t) throw refuse.state(`申请当前状态为「${APP_STATUS_LABEL[app.status]}」，不能${ACTION_LABEL[action]}`);
  if (!isActor(t, partiesOf(app), { corpId: actor.corpId, role: actor.role, userId: actor.userId ?? '' })) {
    // The other side's move while this role has steps of its own in the flow (e.g. the holder's director after the
    // counterparty took a transfer over): a state, not a missing permission.
    const mySide = app.applicant_corp_id === actor.corpId ? 'applicant' : app.counterparty_corp_id === actor.corpId ? 'counterparty' : null;
    if (mySide && mySide !== t.side && hasStepsIn(app.biz_type, mySide, actor.role))
      throw refuse.state(`申请当前状态为「${APP_STATUS_LABEL[app.status]}」，不能${ACTION_LABEL[action]}`);
    throw refuse.forbidden();
  }
  if (actor.userId !== null && !passesMakerChecker(t, partiesOf(app), actor.userId)) throw refuse.makerChecker();
  return t;
}

function changeOf(ctx: LedgerContext, t: AppTransition, from: AppStatus | null, opts: ActOptions): AppChange {
  const change: AppChange = { to: t.to, at: ctx.now };
  const user = ctx.actor.userId ?? undefined;
  if (t.action === 'APPROVE' && from === 'PENDING_FINAL') change.finalUserId = user;
  else if (t.action === 'APPROVE') change.approverUserId = user;
  if (t.action === 'DECIDE') {
    change.deciderUserId = user;
    change.decision = opts.decision;
  }
  if (opts.comment !== undefined) change.comment = opts.comment;
  return change;
}

async function record(ctx: LedgerContext, app: AppRow, t: AppTransition, from: AppStatus | null, comment: string): Promise<void> {
  await insertFlow(ctx.tx, {
    at: ctx.now,
    businessDate: ctx.businessDate,
    bizType: app.biz_type,
    appNo: app.app_no,
    creditNo: null,
    action: t.action,
    fromStatus: from,
    toStatus: t.to,
    corpId: ctx.actor.corpId,
    userId: ctx.actor.userId,
    roleCode: ctx.actor.role,
    comment,
    amountFen: amountOf(app),
    signedBy: ctx.signedBy,
  });
}

export interface ActOptions {
  decision?: 'ACCEPT' | 'REFUSE';
  comment?: string;
  /** The signed-operation template verified the key for this step. */
  signed?: boolean;
}

/**
 * Take one transition of application.state.ts on a row the caller locked (the application first in the fixed lock
 * order): who may, the effects in order, then the status written only from the state it was read in, the flow
 * record and the todos. Returns the row as it is afterwards.
 */
export async function act(ctx: LedgerContext, app: AppRow, action: AppAction, opts: ActOptions = {}): Promise<AppRow> {
  const t = transitionFor(ctx.config, app, action, ctx.actor, opts.decision);
  if (t.signed !== (opts.signed ?? false)) throw new Error(`${t.name}: signed=${t.signed} taken with signed=${opts.signed ?? false}`);
  const current = opts.decision ? { ...app, decision: opts.decision } : app;
  for (const effect of t.effects) await runEffect(ctx, current, effect);
  // The row as written (what the flow record, the todos and the notices below leave unchanged).
  const after = await updateAppStatus(ctx.tx, app.app_no, app.status, changeOf(ctx, t, app.status, opts));
  if (!after) throw refuse.state();
  await record(ctx, app, t, app.status, opts.comment ?? '');
  await appTodo(ctx, app, t.to);
  if (t.action === 'RETURN' || t.action === 'REJECT' || (t.action === 'APPROVE' && t.to !== 'PENDING_FINAL'))
    await notifyAppResult(ctx, app, t.action, opts.comment ?? '');
  return after;
}

/** A new application's row with nothing set but who applies, when and for what; each flow adds its own fields. */
export const newApp = (ctx: LedgerContext, a: Pick<NewApp, 'appNo' | 'bizType' | 'productType' | 'amountFen'>): NewApp => ({
  applicantCorpId: ctx.actor.corpId,
  counterpartyCorpId: null,
  issuerCorpId: null,
  lineId: null,
  subLimitId: null,
  decision: null,
  reason: '',
  comment: '',
  creatorUserId: ctx.actor.userId ?? '',
  deciderUserId: null,
  businessDate: ctx.businessDate,
  at: ctx.now,
  ...a,
});

/**
 * A new application: the first transition from no state decides its status; the row and its children (lines,
 * credits, distribution) are written, then the effects run (freeze, lock), then the flow record and the todo.
 */
export async function createApp(ctx: LedgerContext, a: NewApp, action: AppAction, children: () => Promise<void | { appCredits: number }>): Promise<AppRow> {
  if (!flowOf(a.bizType).products.includes(a.productType)) throw new Error(`${a.bizType} is not a business of ${a.productType}`);
  const t = findTransition(a.bizType, action, null, { needsFinalReview: false, hasCounterparty: a.counterpartyCorpId !== null, decision: a.decision });
  if (!t) throw refuse.state();
  if (t.side !== 'applicant' || t.role !== ctx.actor.role || a.applicantCorpId !== ctx.actor.corpId) throw refuse.forbidden();
  const inserted = await insertAppReturning(ctx.tx, a, t.to);
  const written = await children();
  // The row as inserted when the children say what they wrote (only credits: `insertAppCredits`), else read back — not
  // locked again: a row this transaction inserted is invisible to any other until it commits.
  const app = written ? { ...inserted, credit_count: written.appCredits } : await appByNo(ctx.tx, a.appNo, false);
  if (!app) throw new Error(`application ${a.appNo} not written`);
  for (const effect of t.effects) await runEffect(ctx, app, effect);
  await record(ctx, app, t, null, a.comment);
  await appTodo(ctx, app, t.to);
  return app;
}

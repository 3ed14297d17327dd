import { runAppHook } from './app-hooks';
import type { Effect } from './application.state';
import { appCreditsOf, issueLinesOf, limitDistOf, setIssueLineCredit } from './application.repo';
import type { AppRow } from './application.repo';
import { amountOf, moveCredits } from './credit-moves';
import { splitCredits } from './credit-split';
import { insertCredits } from './credit.repo';
import { insertFlow } from './flow.repo';
import type { LedgerContext } from './ledger-context';
import { refuse } from './ledger-errors';
import { moveLimit } from './limit-effects';
import type { LimitRef } from './limit-effects';
import { lockLimit, subById } from './limit.repo';
import { notify, openSignFor } from './notices';
import { nextCreditNo } from './numbering.repo';
import { accountOf, corpById } from './party.repo';

/** The limit an application draws on (ISSUE: the issuer's; LIMIT_DIST: the line and the member's sub-limit), locked line then sub. */
async function lockedRef(ctx: LedgerContext, app: AppRow): Promise<LimitRef> {
  if (!app.line_id) throw new Error(`${app.app_no} has no limit`);
  await lockLimit(ctx.tx, app.line_id, app.sub_limit_id);
  return { lineId: app.line_id, subLimitId: app.sub_limit_id };
}

const bizOf = (app: AppRow) => ({ bizType: app.biz_type, bizNo: app.app_no, corpId: app.issuer_corp_id ?? app.applicant_corp_id });

async function distributionChange(ctx: LedgerContext, app: AppRow): Promise<{ change: bigint; target: string }> {
  const d = await limitDistOf(ctx.tx, app.app_no);
  if (!d) throw new Error(`${app.app_no} has no distribution`);
  return { change: BigInt(String(d.change_fen)), target: d.target_corp_id };
}

const DECREASE_TOO_LARGE = '调减后的分配额度不能低于成员单位已用与冻结额度之和';

/** A decrease is allowed while the member keeps `allocated − |change| ≥ used + frozen` (domain.md §6.3). */
async function checkDecrease(ctx: LedgerContext, app: AppRow, by: bigint): Promise<void> {
  const sub = app.sub_limit_id ? await subById(ctx.tx, app.sub_limit_id) : undefined;
  if (!sub) throw refuse.rule('成员单位尚无分配额度，不能调减');
  const room = BigInt(String(sub.allocated_fen)) - BigInt(String(sub.used_fen)) - BigInt(String(sub.frozen_fen));
  if (room < by) throw refuse.limit(DECREASE_TOO_LARGE);
}

async function freeze(ctx: LedgerContext, app: AppRow, undo: boolean): Promise<void> {
  const ref = await lockedRef(ctx, app);
  const kind = undo ? 'UNFREEZE' : 'FREEZE';
  if (app.biz_type !== 'LIMIT_DIST') return moveLimit(ctx.tx, ctx, ref, kind, amountOf(app), bizOf(app));
  const { change } = await distributionChange(ctx, app);
  if (change > 0n) return moveLimit(ctx.tx, ctx, ref, kind, change, bizOf(app));
  if (!undo) await checkDecrease(ctx, app, -change);
}

async function distribute(ctx: LedgerContext, app: AppRow): Promise<void> {
  const ref = await lockedRef(ctx, app);
  const { change } = await distributionChange(ctx, app);
  if (change > 0n) {
    await moveLimit(ctx.tx, ctx, ref, 'UNFREEZE', change, bizOf(app));
    await moveLimit(ctx.tx, ctx, ref, 'USE', change, bizOf(app));
  } else {
    await checkDecrease(ctx, app, -change);
    await moveLimit(ctx.tx, ctx, ref, 'RELEASE', -change, bizOf(app), DECREASE_TOO_LARGE);
  }
}

/** ISSUE approved (domain.md §7.3): UNFREEZE + USE, then one credit per line in PENDING_SIGN for its receiver. */
async function issueCredits(ctx: LedgerContext, app: AppRow): Promise<void> {
  const ref = await lockedRef(ctx, app);
  const issuer = app.issuer_corp_id ?? app.applicant_corp_id;
  await moveLimit(ctx.tx, ctx, ref, 'UNFREEZE', amountOf(app), bizOf(app));
  await moveLimit(ctx.tx, ctx, ref, 'USE', amountOf(app), bizOf(app));
  const issuerName = (await corpById(ctx.tx, issuer))?.corp_name ?? issuer;
  const issuerAccount = (await accountOf(ctx.tx, issuer, ['SPECIAL', 'SETTLEMENT']))?.account_id ?? null;
  for (const line of await issueLinesOf(ctx.tx, app.app_no)) {
    // Approval may come days after submission: the promised date must still lie ahead.
    if (line.due_date <= ctx.businessDate) throw refuse.rule(`第${line.line_no}条明细的承诺付款日已到期，请退回修改`);
    const creditNo = await nextCreditNo(ctx.tx, app.product_type, ctx.businessDate);
    const credit = {
      creditNo,
      productType: app.product_type,
      rootNo: creditNo,
      parentNo: null,
      issuerCorpId: issuer,
      issuerAccountId: issuerAccount,
      lineId: ref.lineId,
      subLimitId: ref.subLimitId,
      originalHolderCorpId: line.receiver_corp_id,
      holderCorpId: line.receiver_corp_id,
      holderAccountId: line.receiver_account_id,
      amountFen: amountOf(line),
      issueDate: ctx.businessDate,
      dueDate: line.due_date,
      acquiredDate: ctx.businessDate,
      statusDate: ctx.businessDate,
      status: 'PENDING_SIGN' as const,
      lockedByApp: null,
      remark: line.remark,
      at: ctx.now,
    };
    await insertCredits(ctx.tx, [credit]);
    await setIssueLineCredit(ctx.tx, app.app_no, line.line_no, creditNo);
    await insertFlow(ctx.tx, {
      at: ctx.now,
      businessDate: ctx.businessDate,
      bizType: 'ISSUE',
      appNo: app.app_no,
      creditNo,
      action: 'ISSUE',
      fromStatus: null,
      toStatus: 'PENDING_SIGN',
      corpId: ctx.actor.corpId,
      userId: ctx.actor.userId,
      roleCode: ctx.actor.role,
      comment: '',
      amountFen: credit.amountFen,
      signedBy: ctx.signedBy,
    });
    const row = {
      credit_no: creditNo,
      product_type: app.product_type,
      holder_corp_id: line.receiver_corp_id,
      amount_fen: credit.amountFen,
      issuer_name: issuerName,
      due_date: line.due_date,
    };
    await openSignFor(ctx, row);
    await notify.issueReceived(ctx, row);
  }
}

async function creditsMove(ctx: LedgerContext, app: AppRow, effect: Extract<Effect, { kind: 'credits' }>): Promise<void> {
  const nos = (await appCreditsOf(ctx.tx, app.app_no)).map((c) => c.credit_no);
  await moveCredits(ctx, nos, effect.move, { appNo: app.app_no, bizType: app.biz_type });
}

async function notifyResult(ctx: LedgerContext, app: AppRow, message: Extract<Effect, { kind: 'notify' }>['message']): Promise<void> {
  if (message === 'CP_RECEIVED') return notify.holderFlowReceived(ctx, app);
  if (message === 'CP_RESULT') return notify.holderFlowResult(ctx, app);
  if (app.biz_type === 'LIMIT_DIST') {
    const { change, target } = await distributionChange(ctx, app);
    return notify.limitApproved(ctx, target, change);
  }
  const nos = (await appCreditsOf(ctx.tx, app.app_no)).map((c) => c.credit_no);
  if (app.counterparty_corp_id) await notify.signResult(ctx, app.counterparty_corp_id, app.applicant_name, nos, app.decision === 'ACCEPT');
}

/** One side effect of a transition (application.state.ts `Effect`), inside its transaction. */
export async function runEffect(ctx: LedgerContext, app: AppRow, effect: Effect): Promise<void> {
  switch (effect.kind) {
    case 'limit':
      if (effect.op === 'FREEZE' || effect.op === 'UNFREEZE') return freeze(ctx, app, effect.op === 'UNFREEZE');
      if (effect.op === 'ISSUE') return issueCredits(ctx, app);
      return distribute(ctx, app);
    case 'credits':
      return creditsMove(ctx, app, effect);
    case 'split':
      return splitCredits(ctx, app);
    case 'notify':
      return notifyResult(ctx, app, effect.message);
    case 'hook':
      return runAppHook(ctx, app, effect.name);
  }
}

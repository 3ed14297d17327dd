import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import { messageRole, moneyText, yuan } from '../applications';
import type { AppRow, EffectRunners, FlowDefinition, LedgerContext } from '../applications';
import { limitDistOf } from './distribution.repo';
import { moveLimit } from './limit-effects';
import type { LimitRef } from './limit-effects';
import { lockLimit, subById } from './limit.repo';

/** The effects of a distribution (额度分配, domain.md §6.3) in its transitions. */
export type DistributionEffect = { kind: 'limit'; op: 'FREEZE' | 'UNFREEZE' | 'DISTRIBUTE' } | { kind: 'notify' };

const bizOf = (app: AppRow) => ({ bizType: app.biz_type, bizNo: app.app_no, corpId: app.issuer_corp_id ?? app.applicant_corp_id });

/** The line and the member's sub-limit a distribution moves, locked line then sub. */
async function lockedRef(ctx: LedgerContext, app: AppRow): Promise<LimitRef> {
  if (!app.line_id) throw new Error(`${app.app_no} has no limit`);
  await lockLimit(ctx.tx, app.line_id, app.sub_limit_id);
  return { lineId: app.line_id, subLimitId: app.sub_limit_id };
}

async function distributionChange(q: Queryable, app: AppRow): Promise<{ change: bigint; target: string; targetName: string }> {
  const d = await limitDistOf(q, app.app_no);
  if (!d) throw new Error(`${app.app_no} has no distribution`);
  return { change: BigInt(String(d.change_fen)), target: d.target_corp_id, targetName: d.target_name };
}

const DECREASE_TOO_LARGE = '调减后的分配额度不能低于成员单位已用与冻结额度之和';

/** A decrease is allowed while the member keeps `allocated − |change| ≥ used + frozen` (domain.md §6.3). */
async function checkDecrease(ctx: LedgerContext, app: AppRow, by: bigint): Promise<void> {
  const sub = app.sub_limit_id ? await subById(ctx.tx, app.sub_limit_id) : undefined;
  if (!sub) throw refuse.rule('成员单位尚无分配额度，不能调减');
  const room = BigInt(String(sub.allocated_fen)) - BigInt(String(sub.used_fen)) - BigInt(String(sub.frozen_fen));
  if (room < by) throw refuse.limit(DECREASE_TOO_LARGE);
}

/** Submitted: an increase is held on the line (a decrease is only checked); ended other than by approval: released. */
async function freeze(ctx: LedgerContext, app: AppRow, undo: boolean): Promise<void> {
  const ref = await lockedRef(ctx, app);
  const { change } = await distributionChange(ctx.tx, app);
  if (change > 0n) return moveLimit(ctx.tx, ctx, ref, undo ? 'UNFREEZE' : 'FREEZE', change, bizOf(app));
  if (!undo) await checkDecrease(ctx, app, -change);
}

/** Approved: the change moves into the member's sub-limit. */
async function distribute(ctx: LedgerContext, app: AppRow): Promise<void> {
  const ref = await lockedRef(ctx, app);
  const { change } = await distributionChange(ctx.tx, app);
  if (change > 0n) {
    await moveLimit(ctx.tx, ctx, ref, 'UNFREEZE', change, bizOf(app));
    await moveLimit(ctx.tx, ctx, ref, 'USE', change, bizOf(app));
  } else {
    await checkDecrease(ctx, app, -change);
    await moveLimit(ctx.tx, ctx, ref, 'RELEASE', -change, bizOf(app), DECREASE_TOO_LARGE);
  }
}

/** The member's operators hear that the group's distribution took effect. */
async function limitApproved(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { change, target } = await distributionChange(ctx.tx, app);
  await messageRole(
    ctx,
    target,
    'ROLE_OPERATOR',
    '额度分配已生效',
    `集团额度分配已审批通过，贵司分配额度${change > 0n ? '增加' : '减少'}${yuan(change < 0n ? -change : change)}。`,
    '/my/limit/query',
  );
}

export const distributionEffects: EffectRunners<DistributionEffect> = {
  limit: (ctx, app, e) => (e.op === 'DISTRIBUTE' ? distribute(ctx, app) : freeze(ctx, app, e.op === 'UNFREEZE')),
  notify: (ctx, app) => limitApproved(ctx, app),
};

/** What the group director signs: the line, the member and the signed change. */
export async function distributionLines(q: Queryable, a: AppRow): Promise<string[]> {
  const d = await limitDistOf(q, a.app_no);
  const change = d ? BigInt(String(d.change_fen)) : 0n;
  return [`额度编号：${a.line_id ?? ''}`, `成员单位：${d?.target_name ?? ''}`, `调整金额：${change > 0n ? '+' : ''}${moneyText(change)}`, `原因：${a.reason}`];
}

/** The review screen's change: the member and the signed amount. */
export const distributionDetail: NonNullable<FlowDefinition['detail']> = async (q, app) => {
  const d = await limitDistOf(q, app.app_no);
  return {
    limitChange:
      d && app.line_id
        ? { lineId: app.line_id, target: { corpId: d.target_corp_id, corpName: d.target_name }, changeAmount: fenToDecimal(BigInt(String(d.change_fen))) }
        : null,
  };
};

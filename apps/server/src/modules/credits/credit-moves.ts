import { CREDIT_STATUS_LABEL } from '@scf/api/contract';
import type { BizType } from '@scf/api/contract';
import { CREDIT_TRANSITIONS, canMove } from './credit.state';
import type { CreditTransition, CreditTransitionName } from './credit.state';
import { creditsByNos, lockedCredits, updateCreditStatus } from './credit.repo';
import type { CreditRow } from './credit.repo';
import { insertFlows } from '../applications';
import type { LedgerContext, NewFlow } from '../applications';
import { refuse } from '../../platform/refusal';
import { moveLimit, lockLimits } from '../limits';
import { creditTodo } from './credit-notices';

export const amountOf = (r: { amount_fen: unknown }): bigint => BigInt(String(r.amount_fen));

/**
 * Run credits through one transition of credit.state.ts: lock the limits they draw on when the transaction moves one
 * (`thenLimits`: a later step of the caller does) and then the credits (the fixed order, docs/adr/0009), check each may
 * move, change them with one conditional UPDATE (a concurrent change leaves the count
 * short and everything rolls back), RELEASE their amounts where the transition says so, keep the 待签收 todo in step
 * and write a flow record per credit (all in one statement, or into `flows` for the caller to write with its own records,
 * in that order). The only writer of a credit's status after its creation.
 */
export async function moveCredits(
  ctx: LedgerContext,
  nos: readonly string[],
  name: CreditTransitionName,
  app: { appNo: string | null; bizType: BizType },
  opts: { comment?: string; thenLimits?: boolean; flows?: NewFlow[] } = {},
): Promise<CreditRow[]> {
  const tr: CreditTransition = CREDIT_TRANSITIONS[name];
  const comment = opts.comment ?? '';
  const flows: NewFlow[] = opts.flows ?? [];
  const sorted = [...new Set(nos)].sort();
  // The limit rows are taken first (the fixed order) only when this transaction moves a limit: a transfer or a
  // sign-for never does, and locking the issuer's line there would queue every holder of its credits behind one row.
  if (tr.limit === 'RELEASE' || opts.thenLimits) {
    const peek = await creditsByNos(ctx.tx, sorted, false);
    if (peek.length !== sorted.length) throw refuse.creditNotFound();
    await lockLimits(
      ctx.tx,
      peek.map((c) => c.line_id),
      peek.flatMap((c) => (c.sub_limit_id ? [c.sub_limit_id] : [])),
    );
  }
  const credits = await lockedCredits(ctx.tx, sorted);
  if (credits.length !== sorted.length) throw refuse.creditNotFound();
  for (const c of credits) {
    if (!canMove(name, c.status, c.locked_by_app, app.appNo)) {
      const why = c.locked_by_app && c.locked_by_app !== app.appNo ? '已被其他申请占用' : `当前状态为「${CREDIT_STATUS_LABEL[c.status]}」`;
      throw refuse.state(`凭证${c.credit_no}${why}，不能办理${tr.label}`);
    }
  }
  const lockBefore = tr.lock === 'take' || tr.lock === 'none' ? null : app.appNo;
  const lockAfter = tr.lock === 'take' || tr.lock === 'keep' ? app.appNo : null;
  const moved = await updateCreditStatus(ctx.tx, sorted, { from: tr.from, to: tr.to, lockBefore, lockAfter, statusDate: ctx.businessDate, at: ctx.now });
  if (moved.length !== sorted.length) throw refuse.state();
  for (const c of credits) {
    if (tr.limit === 'RELEASE') {
      await moveLimit(ctx.tx, ctx, { lineId: c.line_id, subLimitId: c.sub_limit_id }, 'RELEASE', amountOf(c), {
        bizType: app.bizType,
        bizNo: app.appNo ?? c.credit_no,
        corpId: c.issuer_corp_id,
      });
    }
    await creditTodo(ctx, c, name);
    flows.push({
      at: ctx.now,
      businessDate: ctx.businessDate,
      bizType: app.bizType,
      appNo: app.appNo,
      creditNo: c.credit_no,
      action: name,
      fromStatus: c.status,
      toStatus: tr.to,
      corpId: ctx.actor.corpId,
      userId: ctx.actor.userId,
      roleCode: ctx.actor.role,
      comment,
      amountFen: amountOf(c),
      signedBy: ctx.signedBy,
    });
  }
  // One statement for the records of every credit (issue 34), or none when the caller writes them with its own.
  if (!opts.flows) await insertFlows(ctx.tx, flows);
  return credits;
}

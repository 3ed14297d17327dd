import type { AppRow, LedgerContext, NewFlow } from '../applications';
import { appCreditsOf } from './app-parts.repo';
import { amountOf, moveCredits } from './credit-moves';
import { insertCredits } from './credit.repo';
import type { CreditRow, NewCredit } from './credit.repo';
import { insertFlows, accountOf, nextInSequenceMany } from '../applications';
import { refuse } from '../../platform/refusal';
import { moveLimit } from '../limits';
import { creditNoOf } from './credit-numbers';

/** The flow actions of the children a split creates (their labels are in credit.view.ts). */
export const SPLIT_ACTIONS = {
  TRANSFER: { moved: 'TRANSFER_IN', kept: 'SPLIT_KEEP' },
  RETURN: { moved: 'RETURN_IN', kept: 'SPLIT_KEEP' },
  FINANCE: { moved: 'FINANCE_IN', kept: 'SPLIT_KEEP' },
} as const;
const DONE = { TRANSFER: 'TRANSFER_DONE', RETURN: 'RETURN_DONE', FINANCE: 'FINANCE_DONE' } as const;
export const AUTO_RECYCLE_ACTION = 'RETURN_RECYCLED';

type Child = NewCredit & { action: string };

function childOf(
  parent: CreditRow,
  ctx: LedgerContext,
  c: Pick<NewCredit, 'creditNo' | 'holderCorpId' | 'holderAccountId' | 'amountFen' | 'acquiredDate' | 'status'>,
  action: string,
): Child {
  return {
    ...c,
    productType: parent.product_type,
    rootNo: parent.root_no,
    parentNo: parent.credit_no,
    issuerCorpId: parent.issuer_corp_id,
    issuerAccountId: parent.issuer_account_id,
    lineId: parent.line_id,
    subLimitId: parent.sub_limit_id,
    originalHolderCorpId: parent.original_holder_corp_id,
    issueDate: parent.issue_date,
    dueDate: parent.due_date,
    statusDate: ctx.businessDate,
    lockedByApp: null,
    remark: parent.remark,
    at: ctx.now,
    action,
  };
}

/**
 * A transfer or a return accepted (domain.md §7.5, §7.9, and §7.1's full-amount rule): every credit of the application
 * goes SPLIT; the part that moves becomes a child HELD by the counterparty — RECYCLED at once, with its limit released,
 * when it goes back to its issuer and autoRecycleOnReturnToIssuer is on — and the rest, when there is any, a child
 * HELD by the applicant as before. Children keep the root, the issuer, the due date and the limit they draw on, so the
 * sums of §7.6 hold by construction; the invariant check proves it after every test step.
 */
export async function splitCredits(ctx: LedgerContext, app: AppRow): Promise<void> {
  const biz = app.biz_type === 'TRANSFER' || app.biz_type === 'RETURN' || app.biz_type === 'FINANCE' ? app.biz_type : null;
  const to = app.counterparty_corp_id;
  if (!biz || !to) throw new Error(`${app.app_no}: only a transfer, a return or a financing with a counterparty splits`);
  const parts = new Map((await appCreditsOf(ctx.tx, app.app_no)).map((p) => [p.credit_no, amountOf(p)]));
  const autoRecycle = biz === 'RETURN' && ctx.config.autoRecycleOnReturnToIssuer;
  // The parents' records are written with the children's, parents first (one statement, issue 34).
  const flows: NewFlow[] = [];
  const parents = await moveCredits(ctx, [...parts.keys()], DONE[biz], { appNo: app.app_no, bizType: app.biz_type }, { thenLimits: autoRecycle, flows });
  const account = (await accountOf(ctx.tx, to, ['ELECTRONIC', 'SETTLEMENT']))?.account_id ?? null;
  // Financing (§7.7): the financed part is held by the FI as FINANCED until cash.
  const children: Child[] = [];
  // Every check first, then the new numbers of all the children in one statement (issue 34), in the order they had.
  const plan = parents.map((parent) => {
    const moved = parts.get(parent.credit_no) ?? 0n;
    const kept = amountOf(parent) - moved;
    if (moved <= 0n || kept < 0n) throw refuse.state(`凭证${parent.credit_no}的金额已变化，请撤销后重新申请`);
    return { parent, moved, kept };
  });
  const seqs = await nextInSequenceMany(
    ctx.tx,
    'credit_no_seq',
    plan.reduce((n, p) => n + (p.kept > 0n ? 2 : 1), 0),
  );
  const nextNo = (product: CreditRow['product_type']): string => creditNoOf(product, ctx.businessDate, seqs.shift() ?? 0);
  for (const { parent, moved, kept } of plan) {
    const recycle = autoRecycle && to === parent.issuer_corp_id;
    children.push(
      childOf(
        parent,
        ctx,
        {
          creditNo: nextNo(parent.product_type),
          holderCorpId: to,
          holderAccountId: account,
          amountFen: moved,
          acquiredDate: ctx.businessDate,
          status: recycle ? 'RECYCLED' : biz === 'FINANCE' ? 'FINANCED' : 'HELD',
        },
        recycle ? AUTO_RECYCLE_ACTION : SPLIT_ACTIONS[biz].moved,
      ),
    );
    if (recycle)
      await moveLimit(ctx.tx, ctx, { lineId: parent.line_id, subLimitId: parent.sub_limit_id }, 'RELEASE', moved, {
        bizType: 'RECYCLE',
        bizNo: app.app_no,
        corpId: parent.issuer_corp_id,
      });
    if (kept > 0n) {
      children.push(
        childOf(
          parent,
          ctx,
          {
            creditNo: nextNo(parent.product_type),
            holderCorpId: parent.holder_corp_id,
            holderAccountId: parent.holder_account_id,
            amountFen: kept,
            acquiredDate: parent.acquired_date,
            status: 'HELD',
          },
          SPLIT_ACTIONS[biz].kept,
        ),
      );
    }
  }
  await insertCredits(ctx.tx, children);
  await insertFlows(ctx.tx, [
    ...flows,
    ...children.map((c) => ({
      at: ctx.now,
      businessDate: ctx.businessDate,
      bizType: app.biz_type,
      appNo: app.app_no,
      creditNo: c.creditNo,
      action: c.action,
      fromStatus: null,
      toStatus: c.status,
      corpId: ctx.actor.corpId,
      userId: ctx.actor.userId,
      roleCode: ctx.actor.role,
      comment: '',
      amountFen: c.amountFen,
      signedBy: ctx.signedBy,
    })),
  ]);
}

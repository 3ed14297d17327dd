import { insertFlow, accountOf, corpById, ledgerProductOf } from '../applications';
import { nextCreditNo } from './credit-numbers';
import type { AppRow, EffectRunners, LedgerContext } from '../applications';
import { lineById, lockLimit, moveLimit } from '../limits';
import type { LimitRef } from '../limits';
import { refuse } from '../../platform/refusal';
import { appCreditsOf, issueLinesOf, setIssueLineCredit } from './app-parts.repo';
import { amountOf, moveCredits } from './credit-moves';
import { notify, openSignFor } from './credit-notices';
import { splitCredits } from './credit-split';
import type { CreditTransitionName } from './credit.state';
import { insertCredits } from './credit.repo';

/** The issuer's limit an issue draws on, locked line then sub. */
async function lockedRef(ctx: LedgerContext, app: AppRow): Promise<LimitRef> {
  if (!app.line_id) throw new Error(`${app.app_no} has no limit`);
  await lockLimit(ctx.tx, app.line_id, app.sub_limit_id);
  return { lineId: app.line_id, subLimitId: app.sub_limit_id };
}

const bizOf = (app: AppRow) => ({ bizType: app.biz_type, bizNo: app.app_no, corpId: app.issuer_corp_id ?? app.applicant_corp_id });

/** ISSUE submitted, or ended other than by approval: the amount frozen on (or released from) the issuer's limit. */
async function freeze(ctx: LedgerContext, app: AppRow, undo: boolean): Promise<void> {
  await moveLimit(ctx.tx, ctx, await lockedRef(ctx, app), undo ? 'UNFREEZE' : 'FREEZE', amountOf(app), bizOf(app));
}

/** ISSUE approved (domain.md §7.3): UNFREEZE + USE, then one credit per line in PENDING_SIGN for its receiver. */
async function issueCredits(ctx: LedgerContext, app: AppRow): Promise<void> {
  const ref = await lockedRef(ctx, app);
  // A line that expired (or was replaced) while the application waited takes no new credit (domain-lines.md §16.10).
  const line = await lineById(ctx.tx, ref.lineId);
  if (!line || line.status !== 'ACTIVE' || ctx.businessDate > line.end_date) throw refuse.rule('额度不在有效期内');
  const issuer = app.issuer_corp_id ?? app.applicant_corp_id;
  const productType = ledgerProductOf(app);
  await moveLimit(ctx.tx, ctx, ref, 'UNFREEZE', amountOf(app), bizOf(app));
  await moveLimit(ctx.tx, ctx, ref, 'USE', amountOf(app), bizOf(app));
  const issuerName = (await corpById(ctx.tx, issuer))?.corp_name ?? issuer;
  const issuerAccount = (await accountOf(ctx.tx, issuer, ['SPECIAL', 'SETTLEMENT']))?.account_id ?? null;
  for (const line of await issueLinesOf(ctx.tx, app.app_no)) {
    // Approval may come days after submission: the promised date must still lie ahead.
    if (line.due_date <= ctx.businessDate) throw refuse.rule(`第${line.line_no}条明细的承诺付款日已到期，请退回修改`);
    const creditNo = await nextCreditNo(ctx.tx, productType, ctx.businessDate);
    const credit = {
      creditNo,
      productType,
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
      product_type: productType,
      holder_corp_id: line.receiver_corp_id,
      amount_fen: credit.amountFen,
      issuer_name: issuerName,
      due_date: line.due_date,
    };
    await openSignFor(ctx, row);
    await notify.issueReceived(ctx, row);
  }
}

async function creditsMove(ctx: LedgerContext, app: AppRow, m: CreditTransitionName): Promise<void> {
  const nos = (await appCreditsOf(ctx.tx, app.app_no)).map((c) => c.credit_no);
  await moveCredits(ctx, nos, m, { appNo: app.app_no, bizType: app.biz_type });
}

async function notifyResult(ctx: LedgerContext, app: AppRow, message: Extract<CreditEffect, { kind: 'notify' }>['message']): Promise<void> {
  if (message === 'CP_RECEIVED') return notify.holderFlowReceived(ctx, app);
  if (message === 'CP_RESULT') return notify.holderFlowResult(ctx, app);
  const nos = (await appCreditsOf(ctx.tx, app.app_no)).map((c) => c.credit_no);
  if (app.counterparty_corp_id) await notify.signResult(ctx, app.counterparty_corp_id, app.applicant_name, nos, app.decision === 'ACCEPT');
}

/** The credit ledger's effects of a transition (credits.flows.ts), by kind; financing and cash flows reuse them. */
export type CreditEffect =
  /** ISSUE: freeze the amount on the issuer's limit (or release it); approved: UNFREEZE + USE and one credit per line. */
  | { kind: 'limit'; op: 'FREEZE' | 'UNFREEZE' | 'ISSUE' }
  | { kind: 'credits'; move: CreditTransitionName }
  /** TRANSFER / RETURN accepted, FINANCE funded: each credit splits into the part that moves and the rest kept (§7.5, §7.9). */
  | { kind: 'split' }
  | { kind: 'notify'; message: 'SIGN_RESULT' | 'CP_RECEIVED' | 'CP_RESULT' };

export const creditEffects: EffectRunners<CreditEffect> = {
  limit: (ctx, app, e) => (e.op === 'ISSUE' ? issueCredits(ctx, app) : freeze(ctx, app, e.op === 'UNFREEZE')),
  credits: (ctx, app, e) => creditsMove(ctx, app, e.move),
  split: (ctx, app) => splitCredits(ctx, app),
  notify: (ctx, app, e) => notifyResult(ctx, app, e.message),
};

import { DISCOUNT_REFUSALS, babIssueInputSchema, babIssueStatusLabel } from '@scf/api/contract';
import type {
  AppStatus,
  ApplicationDetail,
  BabIssueDetail,
  BabIssueInput,
  BabIssueListQuery,
  BabIssueRow,
  BabLine,
  CorpRef,
  SignaturePayload,
} from '@scf/api/contract';
import { bankAcceptanceFigures, fenToDecimal, parseFen } from '@scf/api/money';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, act, appOf, approve, createApp, decide, detailOf, inLedger, newApp, nextAppNo, proceed, transitionFor } from '../applications';
import { nextBabLineNo } from './bills.repo';
import * as repo from './bab-issue.repo';
import { availableOf } from './bab-issue.effects';

/** 银承出票's reads and the operator's application (domain-lines.md §20.3); the later steps run in bab-issue.effects.ts. */

const dec = (v: unknown): string => fenToDecimal(fenOf(v));

const lineView = (l: repo.BabLineRow): BabLine => ({
  lineId: l.line_id,
  fi: { corpId: l.fi_corp_id, corpName: l.fi_name },
  total: dec(l.total_fen),
  used: dec(l.used_fen),
  frozen: dec(l.frozen_fen),
  available: fenToDecimal(availableOf(l)),
  marginRatio: l.margin_ratio,
  acceptFeeRate: l.accept_fee_rate,
  startDate: l.start_date,
  endDate: l.end_date,
});

export async function babLines(env: ServiceEnv, actor: Actor): Promise<BabLine[]> {
  return (await repo.activeLines(env.db, actor.corpId)).map(lineView);
}

export async function babPayees(env: ServiceEnv, actor: Actor): Promise<CorpRef[]> {
  return (await repo.payeesOf(env.db, actor.corpId)).map((c) => ({ corpId: c.corp_id, corpName: c.corp_name }));
}

/**
 * 提交 (or resubmit a returned application with `appNo`): the form's schema again, 出票日 = today, each payee a
 * counterparty that opened 票据贴现, the figures of each line from the bank's line; the SUBMIT transition then freezes
 * Σ 敞口 on the line (承兑额度不足) once the settlement account covers Σ 保证金 + Σ 手续费.
 */
export function applyBab(env: ServiceEnv, actor: Actor, raw: unknown): Promise<ApplicationDetail> {
  const parsed = babIssueInputSchema.safeParse(raw);
  if (!parsed.success) return Promise.reject(refuse.rule(parsed.error.issues[0]?.message ?? '请求参数不正确'));
  const input: BabIssueInput = parsed.data;
  return inLedger(env, acting(actor), async (ctx) => {
    if (input.issueDate !== ctx.businessDate) throw refuse.state('出票日须为当日，请刷新后重试');
    const line = await repo.lineOf(ctx.tx, actor.corpId, input.fiCorpId);
    if (!line || line.status !== 'ACTIVE') throw refuse.rule('请选择有效的承兑行');
    const payees = new Set((await repo.payeesOf(ctx.tx, actor.corpId)).map((p) => p.corp_id));
    const lines: repo.NewIssueLine[] = [];
    for (const l of input.lines) {
      if (!payees.has(l.payeeCorpId)) throw refuse.rule(DISCOUNT_REFUSALS.payee);
      const amountFen = parseFen(l.amount);
      const f = bankAcceptanceFigures({ faceFen: amountFen, marginRatio: line.margin_ratio, acceptFeeRate: line.accept_fee_rate });
      lines.push({
        lineNo: await nextBabLineNo(ctx.tx, ctx.businessDate),
        payeeCorpId: l.payeeCorpId,
        amountFen,
        dueDate: l.dueDate,
        splittable: l.splittable,
        notTransferable: l.notTransferable,
        contractNo: l.contractNo,
        invoiceNos: l.invoiceNos,
        ...f,
      });
    }
    const amountFen = lines.reduce((s, l) => s + l.amountFen, 0n);
    if (input.appNo) {
      const app = await appOf(ctx.tx, actor.corpId, input.appNo, true);
      if (!app || app.biz_type !== 'BAB_ISSUE' || app.applicant_corp_id !== actor.corpId) throw refuse.appNotFound();
      transitionFor(ctx.config, app, 'SUBMIT', ctx.actor);
      await repo.updateHeader(ctx.tx, app.app_no, {
        fiCorpId: input.fiCorpId,
        amountFen,
        lineCount: lines.length,
        businessDate: ctx.businessDate,
        at: ctx.now,
      });
      await repo.replaceLines(ctx.tx, app.app_no, lines);
      const edited = await appOf(ctx.tx, actor.corpId, app.app_no, false);
      if (!edited) throw refuse.appNotFound();
      return detailOf(ctx.tx, ctx.actor, await act(ctx, edited, 'SUBMIT'));
    }
    const appNo = await nextAppNo(ctx.tx, 'BAB_ISSUE', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'BAB_ISSUE', productType: 'DISCOUNT', amountFen }),
        counterpartyCorpId: input.fiCorpId,
        reason: repo.lineCountText(lines.length),
      },
      'SUBMIT',
      () => repo.replaceLines(ctx.tx, appNo, lines),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

const SCOPES: Record<BabIssueListQuery['scope'], { side: 'drawer' | 'acceptor'; statuses: readonly AppStatus[] | null }> = {
  MINE: { side: 'drawer', statuses: null },
  RETURNED: { side: 'drawer', statuses: ['RETURNED'] },
  REVIEW: { side: 'drawer', statuses: ['PENDING_REVIEW'] },
  FI_TODO: { side: 'acceptor', statuses: ['PENDING_FI', 'PENDING_FUNDING'] },
  FI_DONE: { side: 'acceptor', statuses: ['COMPLETED', 'FI_REJECTED'] },
};

export async function listBabs(env: ServiceEnv, actor: Actor, query: BabIssueListQuery): Promise<BabIssueRow[]> {
  const scope = SCOPES[query.scope];
  return (await repo.babApps(env.db, scope.side, actor.corpId, scope.statuses)).map((a) => ({
    appNo: a.app_no,
    status: a.status,
    statusLabel: babIssueStatusLabel(a.status),
    drawer: { corpId: a.applicant_corp_id, corpName: a.applicant_name },
    acceptor: { corpId: a.counterparty_corp_id, corpName: a.counterparty_name },
    payees: a.payees,
    lineCount: Number(String(a.line_count)),
    amount: dec(a.amount_fen),
    margin: dec(a.margin_fen),
    fee: dec(a.fee_fen),
    appliedDate: a.business_date,
    creator: a.creator_name,
  }));
}

export async function babDetail(env: ServiceEnv, actor: Actor, appNo: string): Promise<BabIssueDetail> {
  const app = await appOf(env.db, actor.corpId, appNo, false);
  if (!app || app.biz_type !== 'BAB_ISSUE') throw refuse.appNotFound();
  const lines = await repo.linesOf(env.db, appNo);
  const t = repo.totalsOf(lines);
  const line = await repo.lineOf(env.db, app.applicant_corp_id, app.counterparty_corp_id ?? '');
  return {
    application: await detailOf(env.db, acting(actor), app),
    acceptor: { corpId: app.counterparty_corp_id ?? '', corpName: app.counterparty_name ?? '' },
    issueDate: app.business_date,
    marginRatio: line?.margin_ratio ?? '',
    acceptFeeRate: line?.accept_fee_rate ?? '',
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      seq: Number(l.seq),
      payee: { corpId: l.payee_corp_id, corpName: l.payee_name },
      amount: dec(l.amount_fen),
      dueDate: l.due_date,
      splittable: l.splittable,
      notTransferable: l.not_transferable,
      contractNo: l.contract_no,
      invoiceNos: l.invoice_nos,
      margin: dec(l.margin_fen),
      exposure: dec(l.exposure_fen),
      fee: dec(l.fee_fen),
      packageNo: l.package_no,
    })),
    totals: { amount: fenToDecimal(t.amountFen), margin: fenToDecimal(t.marginFen), exposure: fenToDecimal(t.exposureFen), fee: fenToDecimal(t.feeFen) },
  };
}

const babApp = (appNo: string): string => {
  if (!/^BAB\d{14,}$/.test(appNo)) throw refuse.appNotFound();
  return appNo;
};

/** The bank's 客户经理 审核通过 (→ 待承兑终审). */
export const fiPass = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  proceed(env, actor, babApp(appNo), 'DECIDE', comment);

/** The bank's 驳回 (客户经理 at 待承兑, 产品经理 at 待承兑终审): the line is released. */
export const fiReject = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  decide(env, actor, babApp(appNo), 'REJECT', comment);

/** The bank's 产品经理 承兑 with the key (BAB_APPROVE). */
export const fiApprove = (env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<ApplicationDetail> =>
  approve(env, actor, babApp(appNo), payload);

import { HOLIDAY_REGION, PRODUCTS, issueApplyInputSchema } from '@scf/api/contract';
import type { ApplicationDetail, ContractOption, IssueApplyInput, Issuer, ProductType, Receiver } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { isWorkingDay } from '../reference';
import { appOf, detailOf, accountView, acting, inLedger, nextAppNo, accountOf, act, createApp, newApp, transitionFor } from '../applications';
import { replaceIssueLines, updateIssueHeader } from './app-parts.repo';
import type { LedgerContext } from '../applications';
import { refuse } from '../../platform/refusal';
import { lineAvailable, subAvailable, issuerLimit } from '../limits';
import type { LineRow, SubRow } from '../limits';
import { blacklisted, contractsFor, hasRepayMandate, issuerCorpsOf, notOpenedByCoreMessage, openedByCore, receiversOf } from './counterparty.repo';
import { NO_REPAY_MANDATE, amountError, lineMessage, termError } from './issue.rules';

const figures = (r: { allocated_fen: unknown; used_fen: unknown; frozen_fen: unknown }) => ({
  allocated: BigInt(String(r.allocated_fen)),
  used: BigInt(String(r.used_fen)),
  frozen: BigInt(String(r.frozen_fen)),
});

/** What an issuer may still issue: its sub-limit's available, or the group line's unallocated available. */
export const availableOf = (limit: { line: LineRow; sub: SubRow | null }): bigint =>
  limit.sub ? subAvailable(figures(limit.sub)) : lineAvailable(BigInt(String(limit.line.total_fen)), figures(limit.line));

/** The group and its members with an ACTIVE (sub-)limit, each with what it may still issue (the issue form's picker). */
export async function issuersFor(q: Queryable, actor: Actor, product: ProductType = 'CREDIT'): Promise<Issuer[]> {
  const out: Issuer[] = [];
  for (const c of await issuerCorpsOf(q, actor.corpId)) {
    const limit = await issuerLimit(q, c.corp_id, product);
    if (limit)
      out.push({
        corpId: c.corp_id,
        corpName: c.corp_name,
        limitId: limit.sub?.sub_limit_id ?? limit.line.line_id,
        available: fenToDecimal(availableOf(limit)),
      });
  }
  return out;
}

async function requireIssuer(q: Queryable, actor: Actor, issuerCorpId: string) {
  const issuer = (await issuerCorpsOf(q, actor.corpId)).find((c) => c.corp_id === issuerCorpId);
  if (!issuer) throw refuse.rule('开立方不在可开立范围内');
  return issuer;
}

export async function receiversFor(q: Queryable, actor: Actor, issuerCorpId: string, product: ProductType): Promise<Receiver[]> {
  await requireIssuer(q, actor, issuerCorpId);
  return Promise.all(
    (await receiversOf(q, issuerCorpId, product)).map(async (c) => ({
      corpId: c.corp_id,
      corpName: c.corp_name,
      account: accountView(await accountOf(q, c.corp_id, ['ELECTRONIC', 'SETTLEMENT'])),
    })),
  );
}

export async function contractsForIssue(q: Queryable, actor: Actor, issuerCorpId: string, receiverCorpId: string): Promise<ContractOption[]> {
  const issuer = await requireIssuer(q, actor, issuerCorpId);
  const rows = await contractsFor(q, [issuer.corp_id, ...(issuer.parent_corp_id ? [issuer.parent_corp_id] : [])], receiverCorpId);
  return rows.map((r) => ({
    contractId: r.contract_id,
    contractNo: r.contract_no,
    name: r.name,
    amount: fenToDecimal(BigInt(String(r.amount_fen))),
    signDate: r.sign_date,
    endDate: r.end_date,
  }));
}

type ParsedInput = ReturnType<typeof issueApplyInputSchema.parse>;

/** Every rule of the form (domain.md §7.3), checked again on the server with the form's messages. */
async function checkedLines(ctx: LedgerContext, input: ParsedInput, issuer: { corp_id: string; parent_corp_id: string | null }) {
  const { tx } = ctx;
  if (await blacklisted(tx, issuer.corp_id, input.productType, 'ISSUE')) throw refuse.rule('该企业暂不能办理此业务');
  const buyers = [issuer.corp_id, ...(issuer.parent_corp_id ? [issuer.parent_corp_id] : [])];
  const n = input.lines.length;
  const out = [];
  for (const [i, l] of input.lines.entries()) {
    const say = (m: string) => refuse.rule(lineMessage(i + 1, n, m));
    const amountFen = parseFen(l.amount);
    const amountWrong = amountError(amountFen);
    if (amountWrong) throw say(amountWrong);
    if (await blacklisted(tx, l.receiverCorpId, input.productType, 'ISSUE')) throw say('该企业暂不能办理此业务');
    if ((await receiversOf(tx, issuer.corp_id, input.productType, l.receiverCorpId)).length === 0) throw say('接收方须为交易对手');
    if (!(await openedByCore(tx, issuer.corp_id, l.receiverCorpId, input.productType, ctx.businessDate))) throw say(notOpenedByCoreMessage(input.productType));
    const termWrong = termError(ctx.businessDate, l.dueDate, ctx.config.maxTermDays);
    if (termWrong) throw say(termWrong);
    if (!(await isWorkingDay(tx, HOLIDAY_REGION, l.dueDate))) throw say('到期日须为工作日');
    if (!(await contractsFor(tx, buyers, l.receiverCorpId)).some((c) => c.contract_id === l.contractId)) throw say('请选择与接收方签订的贸易合同');
    const account = await accountOf(tx, l.receiverCorpId, ['ELECTRONIC', 'SETTLEMENT']);
    out.push({
      receiverCorpId: l.receiverCorpId,
      receiverAccountId: account?.account_id ?? null,
      amountFen,
      dueDate: l.dueDate,
      contractId: l.contractId,
      remark: l.remark,
    });
  }
  return out;
}

/**
 * Save (`submit: false`) or submit an issue application; `appNo` edits the caller corporation's draft or returned one.
 * Submitting freezes the total on the issuer's limit (可用额度不足 when it does not fit).
 */
export async function issueApply(env: ServiceEnv, actor: Actor, raw: IssueApplyInput): Promise<ApplicationDetail> {
  const input = issueApplyInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const issuer = await requireIssuer(ctx.tx, actor, input.issuerCorpId);
    const limit = await issuerLimit(ctx.tx, issuer.corp_id, input.productType);
    if (!limit) throw refuse.rule('开立方无有效额度');
    if (ctx.businessDate < limit.line.start_date || ctx.businessDate > limit.line.end_date) throw refuse.rule('额度不在有效期内');
    // 支付通 is paid at maturity by debit from the issuer's own 还款专户 (domain-lines.md §17.4).
    if (PRODUCTS[input.productType].options.automaticDebit && !(await hasRepayMandate(ctx.tx, issuer.corp_id))) throw refuse.rule(NO_REPAY_MANDATE);
    const lines = await checkedLines(ctx, input, issuer);
    const amountFen = lines.reduce((s, l) => s + l.amountFen, 0n);
    const receivers = [...new Set(lines.map((l) => l.receiverCorpId))];
    const counterpartyCorpId = receivers.length === 1 ? (receivers[0] ?? null) : null;
    const header = {
      issuerCorpId: issuer.corp_id,
      lineId: limit.line.line_id,
      subLimitId: limit.sub?.sub_limit_id ?? null,
      amountFen,
      counterpartyCorpId,
      at: ctx.now,
    };
    const action = input.submit ? 'SUBMIT' : 'SAVE';
    if (input.appNo) {
      const app = await appOf(ctx.tx, actor.corpId, input.appNo, true);
      if (!app || app.biz_type !== 'ISSUE') throw refuse.appNotFound();
      transitionFor(ctx.config, app, action, ctx.actor);
      await updateIssueHeader(ctx.tx, app.app_no, header);
      await replaceIssueLines(ctx.tx, app.app_no, lines);
      const edited = await appOf(ctx.tx, actor.corpId, app.app_no, false);
      if (!edited) throw refuse.appNotFound();
      return detailOf(ctx.tx, ctx.actor, await act(ctx, edited, action));
    }
    const appNo = await nextAppNo(ctx.tx, 'ISSUE', ctx.businessDate);
    const app = await createApp(ctx, { ...newApp(ctx, { appNo, bizType: 'ISSUE', productType: input.productType, amountFen }), ...header }, action, () =>
      replaceIssueLines(ctx.tx, appNo, lines),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

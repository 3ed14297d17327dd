import { POND_REFUSALS, pondDrawdownInputSchema, pondInInputSchema, pondOutInputSchema, pondRepayInputSchema } from '@scf/api/contract';
import type {
  ApplicationDetail,
  BizType,
  Pond,
  PondCandidate,
  PondDetail,
  PondDrawdownInput,
  PondInInput,
  PondOutInput,
  PondPending,
  PondRepayInput,
  SignaturePayload,
} from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal, parseFen, pledgeValueFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { ApiError } from '../../platform/api-error';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, approve, createApp, decide, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import type { LedgerContext, OriginalType } from '../applications';
import { lockForIn, lockedState } from './pond.effects';
import { marginWithdrawableFen } from './pond-margin.rules';
import * as repo from './pond.repo';
import type { PondRow } from './pond.repo';
import { checkDrawdown, checkOut, checkTerm, figuresOf, requireActive, stateOf } from './pond.rules';
import type { PondState } from './pond.rules';

/** The asset pool's reads and applications (domain-lines.md §18.7); the flows' later steps are in pond.effects.ts. */

const notFound = (): ApiError => new ApiError(404, 'NOT_FOUND', '资产池不存在');
const POND_APP_NO = /^(PIN|POT|PDD|PRP)\d{14,}$/;

function pondView(s: PondState, businessDate: string): Pond {
  const p = s.pond;
  const f = figuresOf(s, businessDate);
  return {
    pondNo: p.pond_no,
    pledgor: { corpId: p.pledgor_corp_id, corpName: p.pledgor_name },
    fi: { corpId: p.fi_corp_id, corpName: p.fi_name },
    creditMode: p.credit_mode,
    pledgeRate: p.pledge_rate,
    drawRate: p.draw_rate,
    startDate: p.start_date,
    endDate: p.end_date,
    status: p.status,
    marginAccountNo: p.margin_account_no,
    figures: {
      poolLimit: fenToDecimal(f.poolLimitFen),
      exposure: fenToDecimal(f.exposureFen),
      available: fenToDecimal(f.availableFen),
      margin: fenToDecimal(fenOf(p.margin_fen)),
      levelPercent: f.levelPercent,
      warning: f.poolLimitFen < f.exposureFen,
    },
  };
}

export async function listPonds(env: ServiceEnv, actor: Actor): Promise<Pond[]> {
  const out: Pond[] = [];
  for (const p of await repo.pondsOf(env.db, actor.corpId)) out.push(pondView(await stateOf(env.db, p), env.businessDate));
  return out;
}

async function visiblePond(q: Queryable, actor: Actor, pondNo: string): Promise<PondRow> {
  const p = await repo.pondOf(q, actor.corpId, pondNo);
  if (!p) throw notFound();
  return p;
}

export async function pondDetail(env: ServiceEnv, actor: Actor, pondNo: string): Promise<PondDetail> {
  const s = await stateOf(env.db, await visiblePond(env.db, actor, pondNo));
  const apps = await repo.appsOfPond(env.db, pondNo);
  const repays = await repo.repaysOf(env.db, pondNo);
  return {
    pond: pondView(s, env.businessDate),
    assets: s.assets.map((a) => ({
      prNo: a.pr_no,
      assetType: a.asset_type,
      assetNo: a.asset_no,
      amount: fenToDecimal(fenOf(a.amount_fen)),
      value: fenToDecimal(pledgeValueFen(fenOf(a.amount_fen), s.pond.pledge_rate)),
      dueDate: a.due_date,
      status: a.status,
      inDate: a.in_date,
      outDate: a.out_date,
    })),
    drawdowns: s.drawdowns.map((d) => ({
      drawdownNo: d.drawdown_no,
      principal: fenToDecimal(fenOf(d.principal_fen)),
      repaidPrincipal: fenToDecimal(fenOf(d.repaid_principal_fen)),
      outstanding: fenToDecimal(fenOf(d.principal_fen) - fenOf(d.repaid_principal_fen)),
      rate: d.rate,
      valueDate: d.value_date,
      dueDate: d.due_date,
      status: d.status,
      loanNo: d.loan_no,
    })),
    repays: repays.map((r) => ({
      appNo: r.app_no,
      drawdownNo: r.drawdown_no,
      principal: fenToDecimal(fenOf(r.principal_fen)),
      interest: r.interest_fen === null ? null : fenToDecimal(fenOf(r.interest_fen)),
      source: r.source,
      repayDate: r.repay_date,
      appliedDate: r.business_date,
      status: r.status,
    })),
    marginWithdrawable: fenToDecimal(await marginWithdrawableFen(env.db, s, env.businessDate)),
    movements: apps
      .filter((a) => a.biz_type === 'POND_IN' || a.biz_type === 'POND_OUT')
      .map((a) => ({
        appNo: a.app_no,
        direction: a.biz_type === 'POND_IN' ? ('IN' as const) : ('OUT' as const),
        assetNos: s.assets.filter((x) => x.in_app_no === a.app_no || x.out_app_no === a.app_no).map((x) => x.asset_no),
        amount: fenToDecimal(fenOf(a.amount_fen)),
        appliedDate: a.business_date,
        status: a.status,
      })),
  };
}

export async function candidates(env: ServiceEnv, actor: Actor, pondNo: string): Promise<PondCandidate[]> {
  const p = await visiblePond(env.db, actor, pondNo);
  return (await repo.heldCredits(env.db, p.pledgor_corp_id)).map((c) => ({
    creditNo: c.credit_no,
    amount: fenToDecimal(fenOf(c.amount_fen)),
    dueDate: c.due_date,
    remainDays: calendarDaysBetween(env.businessDate, c.due_date),
  }));
}

export async function pendingOfCaller(env: ServiceEnv, actor: Actor): Promise<PondPending[]> {
  const rows =
    actor.role === 'ROLE_DIRECTOR'
      ? await repo.pendingApps(env.db, actor.corpId, 'pledgor', ['PENDING_REVIEW'])
      : actor.role === 'ROLE_PRODUCT_MANAGER' || actor.role === 'ROLE_CLIENT_MANAGER'
        ? await repo.pendingApps(env.db, actor.corpId, 'fi', ['PENDING_FI'])
        : [];
  return rows.map((a) => ({
    appNo: a.app_no,
    bizType: a.biz_type,
    pondNo: a.pond_no,
    pledgor: { corpId: a.applicant_corp_id, corpName: a.applicant_name },
    amount: fenToDecimal(fenOf(a.amount_fen)),
    appliedDate: a.business_date,
    status: a.status,
  }));
}

/** The pledgor's own pond, locked (applications are the pledgor operator's). */
export async function ownLocked(ctx: LedgerContext, actor: Actor, pondNo: string): Promise<PondState> {
  const p = await repo.pondOf(ctx.tx, actor.corpId, pondNo);
  if (!p || p.pledgor_corp_id !== actor.corpId) throw notFound();
  return lockedState(ctx.tx, pondNo);
}

export async function apply(
  ctx: LedgerContext,
  s: PondState,
  bizType: BizType,
  amountFen: bigint,
  children: (appNo: string) => Promise<void>,
): Promise<ApplicationDetail> {
  const appNo = await nextAppNo(ctx.tx, bizType, ctx.businessDate);
  const app = await createApp(
    ctx,
    { ...newApp(ctx, { appNo, bizType, productType: 'CREDIT', amountFen }), counterpartyCorpId: s.pond.fi_corp_id },
    'SUBMIT',
    async () => {
      await repo.linkApp(ctx.tx, appNo, s.pond.pond_no);
      await children(appNo);
    },
  );
  return detailOf(ctx.tx, ctx.actor, app);
}

/** 提款: amount ≤ 可用额度 (less drawdowns under review), due date ≤ the pond's end, pond 生效, no 池水位预警. */
export function applyDrawdown(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondDrawdownInput): Promise<ApplicationDetail> {
  const input = pondDrawdownInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const s = await ownLocked(ctx, actor, pondNo);
    const amountFen = parseFen(input.amount);
    checkDrawdown(s, ctx.businessDate, amountFen, input.dueDate);
    return apply(ctx, s, 'POND_DRAWDOWN', amountFen, (appNo) =>
      repo.insertDrawdown(ctx.tx, {
        drawdownNo: appNo,
        pondNo,
        principalFen: amountFen,
        rate: s.pond.draw_rate,
        valueDate: ctx.businessDate,
        dueDate: input.dueDate,
        status: 'PENDING_REVIEW',
      }),
    );
  });
}

/** A unique-index race lost: the same credit went into another pond (a lock of its own) at the same moment. */
const isLiveAssetRace = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: unknown }).code === '23505' &&
  String((e as { message?: unknown }).message).includes('pond_receivable_live');

/** 入池: HELD, unlocked credits of the pledgor with ≥ 30 days left, in no other pond or application; locked by it until the bank decides. */
export function applyIn(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondInInput): Promise<ApplicationDetail> {
  return applyInLedger(env, actor, pondNo, raw).catch((e: unknown) => {
    if (isLiveAssetRace(e)) throw refuse.rule(POND_REFUSALS.occupied);
    throw e;
  });
}

function applyInLedger(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondInInput): Promise<ApplicationDetail> {
  const input = pondInInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const s = await ownLocked(ctx, actor, pondNo);
    requireActive(s.pond);
    const nos = [...new Set(input.creditNos)];
    const credits = await repo.creditsOf(ctx.tx, nos);
    if (credits.length !== nos.length || credits.some((c) => c.holder_corp_id !== actor.corpId)) throw refuse.creditNotFound();
    if ((await repo.liveAssetNos(ctx.tx, nos)).length > 0 || credits.some((c) => c.locked_by_app !== null)) throw refuse.rule(POND_REFUSALS.occupied);
    if (credits.some((c) => c.status !== 'HELD')) throw refuse.rule(POND_REFUSALS.occupied);
    for (const c of credits) checkTerm(c.due_date, ctx.businessDate);
    const total = credits.reduce((sum, c) => sum + fenOf(c.amount_fen), 0n);
    return apply(ctx, s, 'POND_IN', total, async (appNo) => {
      await lockForIn(ctx, appNo, credits);
      for (const c of credits)
        await repo.insertAsset(ctx.tx, {
          prNo: await repo.nextAssetNo(ctx.tx, ctx.businessDate),
          pondNo,
          assetNo: c.credit_no,
          amountFen: fenOf(c.amount_fen),
          dueDate: c.due_date,
          status: 'PENDING_IN',
          inAppNo: appNo,
          inDate: null,
        });
    });
  });
}

/** 出池: 在池 assets of the pond, refused unless 池额度 after (without them and those already 出池中) covers the exposure. */
export function applyOut(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondOutInput): Promise<ApplicationDetail> {
  const input = pondOutInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const s = await ownLocked(ctx, actor, pondNo);
    const nos = [...new Set(input.prNos)];
    const picked = s.assets.filter((a) => nos.includes(a.pr_no));
    if (picked.length !== nos.length) throw notFound();
    if (picked.some((a) => a.status !== 'IN_POOL')) throw refuse.rule(POND_REFUSALS.occupied);
    checkOut(s, ctx.businessDate, nos, true);
    const total = picked.reduce((sum, a) => sum + fenOf(a.amount_fen), 0n);
    return apply(ctx, s, 'POND_OUT', total, async (appNo) => {
      if ((await repo.moveAssets(ctx.tx, nos, 'IN_POOL', 'PENDING_OUT', { outAppNo: appNo })) !== nos.length) throw refuse.state();
    });
  });
}

/** 还款: one open repayment per pond; principal ≤ the drawdown's outstanding principal. */
export function applyRepay(env: ServiceEnv, actor: Actor, pondNo: string, raw: PondRepayInput): Promise<ApplicationDetail> {
  const input = pondRepayInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const s = await ownLocked(ctx, actor, pondNo);
    if (await repo.openRepay(ctx.tx, pondNo)) throw refuse.rule(POND_REFUSALS.repayOpen);
    const d = s.drawdowns.find((x) => x.drawdown_no === input.drawdownNo);
    if (!d || (d.status !== 'FUNDED' && d.status !== 'OVERDUE')) throw refuse.rule('请选择未结清的提款');
    const principal = parseFen(input.principal);
    if (principal > fenOf(d.principal_fen) - fenOf(d.repaid_principal_fen)) throw refuse.rule('还款本金不能超过未结清本金');
    return apply(ctx, s, 'POND_REPAY', principal, (appNo) =>
      repo.insertRepay(ctx.tx, { appNo, pondNo, drawdownNo: d.drawdown_no, principalFen: principal, source: input.source }),
    );
  });
}

const pondApp = (appNo: string): string => {
  if (!POND_APP_NO.test(appNo)) throw refuse.appNotFound();
  return appNo;
};

/** The bank's product manager 同意 with the key: the flow's effect pools, releases or pays. */
export const fiApprove = (env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<ApplicationDetail> =>
  approve(env, actor, pondApp(appNo), payload);

export const fiReject = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  decide(env, actor, pondApp(appNo), 'REJECT', comment);

/** The original of a pond application's approval (the id is the application number). */
export function pondOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[], type: OriginalType): Promise<string> {
  if (ids.length !== 1) throw refuse.rule('一次只能签署一笔申请');
  return approvalOriginal(env, actor, pondApp(ids[0] ?? ''), type);
}

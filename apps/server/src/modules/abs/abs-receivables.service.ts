import { absPayableBatchSchema, absReceivableListSchema, pageWindow } from '@scf/api/contract';
import type { AbsPayableBatchInput, AbsReceivable, AbsReceivableListQuery, ApplicationDetail, Page } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { act, acting, createApp, detailOf, inLedger, loadApp, newApp, nextAppNo } from '../applications';
import * as repo from './abs.repo';
import { checkBatchInvoices, checkPayableTerms, requireStatus } from './abs.rules';
import type { PayableCheck } from './abs.rules';
import { REGISTERED, RECEIVABLE_MOVES } from './abs.state';
import type { ReceivableMove } from './abs.state';
import { receivableView } from './abs.view';

/**
 * 应付账款登记 (domain-lines.md §18.3): the debtor's operator registers a batch of payables with verified invoices; an
 * APR application (待复核) holds them 待确权 until the director confirms the batch with one signature. The invoices are
 * occupied at once (so no two batches can use the same amount) and released if the batch is rejected or cancelled.
 */
export async function registerPayables(env: ServiceEnv, actor: Actor, raw: AbsPayableBatchInput): Promise<ApplicationDetail> {
  const input = absPayableBatchSchema.parse(raw);
  const checks: PayableCheck[] = input.payables.map((p) => ({
    creditorCorpId: p.creditorCorpId,
    amountFen: parseFen(p.amount),
    dueDate: p.dueDate,
    invoices: p.invoices.map((i) => ({ invoiceId: i.invoiceId, occupyFen: parseFen(i.occupyAmount) })),
  }));
  return inLedger(env, acting(actor), async (ctx) => {
    for (const c of checks) await checkPayableTerms(ctx.tx, actor.corpId, c, ctx.businessDate);
    await checkBatchInvoices(ctx.tx, actor.corpId, checks);
    const appNo = await nextAppNo(ctx.tx, 'ABS_PAYABLE', ctx.businessDate);
    const app = await createApp(
      ctx,
      newApp(ctx, { appNo, bizType: 'ABS_PAYABLE', productType: 'ABS', amountFen: checks.reduce((s, c) => s + c.amountFen, 0n) }),
      'SUBMIT',
      async () => {
        for (const [i, p] of input.payables.entries()) {
          const c = checks[i]!;
          const no = await repo.insertReceivable(
            ctx.tx,
            {
              debtorCorpId: actor.corpId,
              creditorCorpId: c.creditorCorpId,
              amountFen: c.amountFen,
              dueDate: c.dueDate,
              contractNo: p.contractNo,
              remark: p.remark,
              status: REGISTERED,
              confirmAppNo: appNo,
              createdBy: actor.userId,
              at: ctx.now,
            },
            ctx.businessDate,
          );
          await repo.linkApp(ctx.tx, appNo, no);
          for (const inv of c.invoices) {
            if (!(await repo.occupyInvoice(ctx.tx, no, inv.invoiceId, inv.occupyFen))) throw refuse.rule('该应付账款已存在相同发票占用');
          }
        }
      },
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** 应付账款查询 (the caller as debtor) and 应收账款查询 (as current creditor), a page at a time. */
export async function listReceivables(db: Queryable, actor: Actor, side: 'DEBTOR' | 'CREDITOR', raw: AbsReceivableListQuery): Promise<Page<AbsReceivable>> {
  const query = absReceivableListSchema.parse(raw);
  const { limit, offset } = pageWindow(query);
  const page = await repo.pageReceivables(db, actor.corpId, side, query.filters ?? {}, query.sort, limit, offset);
  return { rows: page.rows.map(receivableView), total: page.total };
}

type Party = 'debtor' | 'creditor';

/** One move on a receivable without an application: the actor's party and role, the move and its words. */
interface Step {
  party: Party;
  role: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR';
  move: ReceivableMove;
  what: string;
  reason?: string;
}

async function step(env: ServiceEnv, actor: Actor, receivableNo: string, s: Step): Promise<AbsReceivable> {
  return inLedger(env, acting(actor), async (ctx) => {
    const r = await repo.receivableOf(ctx.tx, actor.corpId, receivableNo, true);
    if (!r) throw fail.notFound('应收账款不存在');
    const mine = s.party === 'debtor' ? r.debtor_corp_id === actor.corpId : r.current_creditor_corp_id === actor.corpId && r.creditor_corp_id === actor.corpId;
    if (!mine || actor.role !== s.role) throw refuse.forbidden();
    requireStatus(r, RECEIVABLE_MOVES[s.move].from, s.what);
    await repo.moveReceivables(ctx.tx, [r.receivable_no], s.move, { at: ctx.now, ...(s.reason !== undefined ? { reason: s.reason } : {}) });
    if (RECEIVABLE_MOVES[s.move].to === 'CANCELLED') await repo.releaseReceivableInvoices(ctx.tx, r.receivable_no);
    const after = await repo.receivableOf(ctx.tx, actor.corpId, receivableNo, false);
    if (!after) throw new Error(`${receivableNo} vanished`);
    return receivableView(after);
  });
}

/** 提出异议: the creditor's operator, with a reason, on a confirmed receivable (§18.2). */
export const dispute = (env: ServiceEnv, actor: Actor, no: string, reason: string) =>
  step(env, actor, no, { party: 'creditor', role: 'ROLE_OPERATOR', move: 'DISPUTE', what: '提出异议', reason });

/** 撤回异议: back to 已确权. */
export const withdrawDispute = (env: ServiceEnv, actor: Actor, no: string) =>
  step(env, actor, no, { party: 'creditor', role: 'ROLE_OPERATOR', move: 'WITHDRAW_DISPUTE', what: '撤回异议', reason: '' });

/** 作废 of a disputed receivable by the debtor's director: its invoices are released. */
export const voidDisputed = (env: ServiceEnv, actor: Actor, no: string, reason: string) =>
  step(env, actor, no, { party: 'debtor', role: 'ROLE_DIRECTOR', move: 'VOID_DISPUTED', what: '作废', reason });

/**
 * 作废申请 (§18.2): the debtor's operator asks to void a confirmed receivable with a reason — an APC application to the
 * creditor (the receivable 作废中 meanwhile, so one request at a time).
 */
export async function requestCancel(env: ServiceEnv, actor: Actor, receivableNo: string, reason: string): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const r = await repo.receivableOf(ctx.tx, actor.corpId, receivableNo, true);
    if (!r) throw fail.notFound('应收账款不存在');
    if (r.debtor_corp_id !== actor.corpId) throw refuse.forbidden();
    requireStatus(r, RECEIVABLE_MOVES.REQUEST_CANCEL.from, '申请作废');
    const appNo = await nextAppNo(ctx.tx, 'ABS_CANCEL', ctx.businessDate);
    const app = await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType: 'ABS_CANCEL', productType: 'ABS', amountFen: fenOf(r.amount_fen) }), counterpartyCorpId: r.creditor_corp_id, reason },
      'SUBMIT',
      async () => {
        await repo.linkApp(ctx.tx, appNo, r.receivable_no);
        await repo.moveReceivables(ctx.tx, [r.receivable_no], 'REQUEST_CANCEL', { at: ctx.now, reason });
      },
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** The creditor's director 同意作废 (已作废, invoices released) or 拒绝作废 (已确权 again) of the receivable's open APC. */
export async function decideCancel(env: ServiceEnv, actor: Actor, receivableNo: string, agree: boolean, comment: string): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const appNo = await repo.openCancelOf(ctx.tx, receivableNo);
    if (!appNo) throw refuse.state('该应收账款没有待确认的作废申请');
    const app = await loadApp(ctx.tx, actor, appNo, true);
    return detailOf(ctx.tx, ctx.actor, await act(ctx, app, 'DECIDE', { decision: agree ? 'ACCEPT' : 'REFUSE', comment }));
  });
}

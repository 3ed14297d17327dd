import {
  DISCOUNT_REFUSALS,
  RECEIVE_REFUSE_NEEDS_COMMENT,
  babDeliverInputSchema,
  babRevokeInputSchema,
  billAppQuerySchema,
  billReceiveInputSchema,
} from '@scf/api/contract';
import type { ApplicationDetail, BabDeliverInput, BabRevokeInput, BillAppQuery, BillAppRow, BillReceiveInput, BizType } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import type { LedgerContext, OriginalType } from '../applications';
import { packageOf, rangesOf, setPackageStatus } from './bills.repo';
import type { PackageRow } from './bills.repo';
import { linkBillApp } from './bills-delivery.repo';

/** 提示收票, 票据签收 and 撤票 applications (domain-lines.md §20.3); their later steps are the engine's (bills-delivery.flows.ts). */

export const billNotFound = (): ApiError => new ApiError(404, 'NOT_FOUND', '票据不存在');
const BILL_APP_NO = /^(BPS|BRC|BRV)\d{14,}$/;

/**
 * The package, locked, when the caller's corporation is its drawer (or payee): free of any open application, in one of
 * `statuses`, and whole — one live range (仅可对整张票据包提示收票、签收或撤票).
 */
async function lockedFor(ctx: LedgerContext, packageNo: string, party: 'drawer' | 'payee', statuses: readonly PackageRow['status'][]): Promise<PackageRow> {
  const p = await packageOf(ctx.tx, packageNo, true);
  if (!p || (party === 'drawer' ? p.drawer_corp_id : p.payee_corp_id) !== ctx.actor.corpId) throw billNotFound();
  if (p.open_app_no) throw refuse.rule(DISCOUNT_REFUSALS.occupied);
  if (!statuses.includes(p.status)) throw refuse.state(`票据当前状态不允许此操作`);
  const live = (await rangesOf(ctx.tx, packageNo)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
  if (live.length !== 1) throw refuse.rule(DISCOUNT_REFUSALS.wholePackage);
  return p;
}

/** One application on the whole package: created 待复核 by the operator, the package locked by it (open_app_no). */
async function applyOn(
  ctx: LedgerContext,
  p: PackageRow,
  bizType: BizType,
  extra: { decision?: 'ACCEPT' | 'REFUSE'; reason?: string },
): Promise<ApplicationDetail> {
  const appNo = await nextAppNo(ctx.tx, bizType, ctx.businessDate);
  const reason = extra.reason ?? '';
  const app = await createApp(
    ctx,
    { ...newApp(ctx, { appNo, bizType, productType: 'DISCOUNT', amountFen: fenOf(p.amount_fen) }), decision: extra.decision ?? null, reason, comment: reason },
    'SUBMIT',
    async () => {
      await linkBillApp(ctx.tx, appNo, p.package_no);
      await setPackageStatus(ctx.tx, p.package_no, p.status, appNo);
    },
  );
  return detailOf(ctx.tx, ctx.actor, app);
}

/** 提示收票: one BAB_DELIVER per selected ACCEPTED package of the caller (all or none). */
export function deliver(env: ServiceEnv, actor: Actor, raw: BabDeliverInput): Promise<ApplicationDetail[]> {
  const input = babDeliverInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const out: ApplicationDetail[] = [];
    for (const no of [...new Set(input.packageNos)].sort()) out.push(await applyOn(ctx, await lockedFor(ctx, no, 'drawer', ['ACCEPTED']), 'BAB_DELIVER', {}));
    return out;
  });
}

/** 撤票申请: an ACCEPTED or REFUSED package of the caller, with its reason. */
export function revoke(env: ServiceEnv, actor: Actor, packageNo: string, raw: BabRevokeInput): Promise<ApplicationDetail> {
  const input = babRevokeInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) =>
    applyOn(ctx, await lockedFor(ctx, packageNo, 'drawer', ['ACCEPTED', 'REFUSED']), 'BAB_REVOKE', { reason: input.reason }),
  );
}

/** 签收 / 拒收 by the payee's operator (意见 required for 拒收): a BAB_RECEIVE for its director. */
export function receive(env: ServiceEnv, actor: Actor, packageNo: string, raw: BillReceiveInput): Promise<ApplicationDetail> {
  const input = billReceiveInputSchema.parse(raw);
  if (input.decision === 'REFUSE' && input.comment.length === 0) throw refuse.rule(RECEIVE_REFUSE_NEEDS_COMMENT);
  return inLedger(env, acting(actor), async (ctx) =>
    applyOn(ctx, await lockedFor(ctx, packageNo, 'payee', ['PENDING_RECEIVE']), 'BAB_RECEIVE', { decision: input.decision, reason: input.comment }),
  );
}

interface AppListRow {
  app_no: string;
  biz_type: BillAppRow['bizType'];
  package_no: string;
  drawer_corp_id: string;
  drawer_name: string;
  payee_corp_id: string;
  payee_name: string;
  amount_fen: string;
  due_date: string;
  decision: 'ACCEPT' | 'REFUSE' | null;
  reason: string;
  business_date: string;
  status: BillAppRow['status'];
}

/** The caller's corporation's applications of one type, newest first (openOnly: 待复核 and 已退回). */
export async function billApps(q: Queryable, actor: Actor, raw: BillAppQuery): Promise<BillAppRow[]> {
  const input = billAppQuerySchema.parse(raw);
  const rows = await q.query<AppListRow>(
    `SELECT a.app_no, a.biz_type, p.package_no, p.drawer_corp_id, d.corp_name AS drawer_name, p.payee_corp_id, y.corp_name AS payee_name,
       a.amount_fen, p.due_date, a.decision, a.reason, a.business_date, a.status
     FROM application a JOIN bill_app b ON b.app_no = a.app_no JOIN bill_package p ON p.package_no = b.package_no
       JOIN corp d ON d.corp_id = p.drawer_corp_id JOIN corp y ON y.corp_id = p.payee_corp_id
     WHERE a.applicant_corp_id = $1 AND a.biz_type = $2 AND ($3::boolean = false OR a.status IN ('PENDING_REVIEW', 'RETURNED'))
     ORDER BY a.app_no DESC LIMIT 200`,
    [actor.corpId, input.bizType, input.openOnly],
  );
  return rows.map((r) => ({
    appNo: r.app_no,
    bizType: r.biz_type,
    packageNo: r.package_no,
    drawer: { corpId: r.drawer_corp_id, corpName: r.drawer_name },
    payee: { corpId: r.payee_corp_id, corpName: r.payee_name },
    amount: fenToDecimal(fenOf(r.amount_fen)),
    dueDate: r.due_date,
    decision: r.decision,
    remark: r.reason,
    appliedDate: r.business_date,
    status: r.status,
  }));
}

/** The original of a 提示收票 (BAB_SUBMIT) or 签收 (BAB_RECEIVE) approval; the id is the application number. */
export function billOriginal(env: ServiceEnv, actor: Actor, id: string, type: OriginalType): Promise<string> {
  if (!BILL_APP_NO.test(id)) throw refuse.appNotFound();
  return approvalOriginal(env, actor, id, type);
}

/** The CONTRACT_SIGN original of a 撤票 (BRV…): contract-sign's one route hands these numbers here. */
export const BAB_REVOKE_NO = /^BRV\d{14,}$/;
export const revokeOriginal = (env: ServiceEnv, actor: Actor, id: string): Promise<string> => approvalOriginal(env, actor, id, 'CONTRACT_SIGN');

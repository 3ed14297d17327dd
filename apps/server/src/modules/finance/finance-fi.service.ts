import type { FinanceDetail, SignaturePayload } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approvalOriginal, approve, decide, proceed } from '../applications';
import { financeDetail } from './finance-reads.service';
import * as repo from './finance.repo';
import { financeNotFound, rule } from './finance.rules';

/** The FI's steps on a financing (domain.md §7.7): the client manager's 通过 or 拒绝, the product manager's approval with the key, 放款. */

/** The FI's steps: the application must be addressed to the caller's corporation as the FI. */
async function asFi(q: Queryable, actor: Actor, appNo: string): Promise<void> {
  const f = await repo.financeAppOf(q, appNo);
  if (!f || f.fi_corp_id !== actor.corpId) throw financeNotFound();
}

export async function fiPass(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'DECIDE', comment);
  return financeDetail(env.db, actor, appNo);
}

export async function fiReject(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await decide(env, actor, appNo, 'REJECT', comment);
  return financeDetail(env.db, actor, appNo);
}

/** The text the product manager signs (FIN_APPLY_APPROVE): one application of the caller's FI at a time. */
export async function fiApproveOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[]): Promise<string> {
  if (ids.length !== 1 || !ids[0]) throw rule('一次只能签署一笔申请');
  await asFi(env.db, actor, ids[0]);
  return approvalOriginal(env, actor, ids[0], 'FIN_APPLY_APPROVE');
}

export async function fiApprove(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await approve(env, actor, appNo, payload);
  return financeDetail(env.db, actor, appNo);
}

export async function fund(env: ServiceEnv, actor: Actor, appNo: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'FUND');
  return financeDetail(env.db, actor, appNo);
}

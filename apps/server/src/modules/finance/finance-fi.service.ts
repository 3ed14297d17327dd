import { PRODUCTS } from '@scf/api/contract';
import type { FinanceDetail, ProductCode, SignaturePayload } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approvalOriginal, approve, decide, proceed } from '../applications';
import { financeDetail } from './finance-reads.service';
import * as repo from './finance.repo';
import { DATUM_NOT_PASSED, financeNotFound, rule } from './finance.rules';
import { packageVerdict, setPackageVerdict } from '../trade-data';

/** The FI's steps on a financing (domain.md §7.7): the client manager's 通过 or 拒绝, the product manager's approval with the key, 放款. */

/** The FI's steps: the application must be addressed to the caller's corporation as the FI. */
async function asFi(q: Queryable, actor: Actor, appNo: string): Promise<repo.FinanceAppRow> {
  const f = await repo.financeAppOf(q, appNo);
  if (!f || f.fi_corp_id !== actor.corpId) throw financeNotFound();
  return f;
}

/** The client manager's 通过 is the bank's verdict on the trade data too (§17.5 "sync"): the package reads 审核通过. */
export async function fiPass(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<FinanceDetail> {
  const f = await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'DECIDE', comment);
  await setPackageVerdict(env.db, f.package_no, 'PASS', comment || '金融机构审核通过');
  return financeDetail(env.db, actor, appNo);
}

/** 支付通 (§17.5): the product manager approves only on trade data the bank passed. */
async function checkDatumPassed(q: Queryable, f: repo.FinanceAppRow): Promise<void> {
  const productType = (await repo.financeCredit(q, f.credit_no))?.product_type as ProductCode | undefined;
  if (!productType || !PRODUCTS[productType].options.datumVerdict) return;
  if ((await packageVerdict(q, f.package_no)) !== 'PASS') throw rule(DATUM_NOT_PASSED);
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
  await checkDatumPassed(env.db, await asFi(env.db, actor, appNo));
  await approve(env, actor, appNo, payload);
  return financeDetail(env.db, actor, appNo);
}

export async function fund(env: ServiceEnv, actor: Actor, appNo: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'FUND');
  return financeDetail(env.db, actor, appNo);
}

/**
 * 回款专户绑定 (domain-lines.md §16.8 专户绑定, §19.2, §19.9 invariant 4): the supplier binds one of its 回款专户 to an
 * e订通 access in force. The first binding (准入 signed with 开立后再绑定) is made at once; a change is refused while an
 * order bound to the old account has a financing not settled (存在未结清订单融资，回款账户不能变更), otherwise the
 * simulated bank records the supervising bank's consent (监管行已同意) and the open orders go back to the core to
 * confirm again over the new account.
 */
import { COLLECT_BINDING_REFUSAL, FI_CONSENT_TEXT, collectBindInputSchema } from '@scf/api/contract';
import type { CollectBindInput, CollectBinding } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { accessByApp, accessesOf } from './edt-access.repo';
import type { AccessRow } from './edt-access.repo';
import { bindingsOf, boundOrders, collectCandidates, reconfirmOrders, recordBinding } from './edt-collect-binding.repo';

const SHOWN = new Set(['APPROVED', 'EXPIRED']);

async function bindingView(q: Queryable, today: string, a: AccessRow, changes: Awaited<ReturnType<typeof bindingsOf>>): Promise<CollectBinding> {
  const orders = a.collect_account_id
    ? await boundOrders(q, { supplierCorpId: a.supplier_corp_id, coreCorpId: a.core_corp_id, accountId: a.collect_account_id })
    : { openLoan: 0, open: 0 };
  const candidates = await collectCandidates(q, a.supplier_corp_id, a.fi_corp_id);
  return {
    accessNo: a.app_no,
    core: { corpId: a.core_corp_id, corpName: a.core_name },
    fi: { corpId: a.fi_corp_id, corpName: a.fi_name },
    validTo: a.valid_to,
    inForce: a.status === 'APPROVED' && a.valid_to !== null && a.valid_to >= today,
    account: a.collect_account_id && a.collect_account_no ? { accountId: a.collect_account_id, accountNo: a.collect_account_no } : null,
    candidates: candidates.map((c) => ({ accountId: c.account_id, accountNo: c.account_no })),
    openLoanOrders: orders.openLoan,
    openOrders: orders.open,
    changes: changes
      .filter((c) => c.access_app_no === a.app_no)
      .map((c) => ({
        from: c.from_account_id && c.from_account_no ? { accountId: c.from_account_id, accountNo: c.from_account_no } : null,
        to: { accountId: c.to_account_id, accountNo: c.to_account_no },
        consent: c.consent,
        reconfirmOrders: Number(c.reconfirm_orders),
        changedBy: c.changed_by,
        changedOn: c.business_date,
      })),
  };
}

/** The supplier's e订通 accesses (准入成功 or 已过期) with their bound 回款专户, the accounts it may name and the changes made. */
export async function collectBindings(q: Queryable, today: string, actor: Actor): Promise<CollectBinding[]> {
  const rows = (await accessesOf(q, actor.corpId)).filter((a) => a.supplier_corp_id === actor.corpId && SHOWN.has(a.status));
  const changes = await bindingsOf(
    q,
    rows.map((a) => a.app_no),
  );
  return Promise.all(rows.map((a) => bindingView(q, today, a, changes)));
}

/** 绑定 / 变更 one access's 回款专户. Naming the account already bound changes nothing. */
export async function bindCollectAccount(env: ServiceEnv, actor: Actor, accessNo: string, raw: CollectBindInput): Promise<CollectBinding> {
  const input = collectBindInputSchema.parse(raw);
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  await env.db.transaction(async (tx) => {
    const a = await accessByApp(tx, accessNo, true);
    if (!a || a.supplier_corp_id !== actor.corpId) throw fail.notFound('准入不存在');
    if (a.status === 'EXPIRED' || (a.status === 'APPROVED' && a.valid_to !== null && a.valid_to < env.businessDate))
      throw refuse.rule(COLLECT_BINDING_REFUSAL.expired);
    if (a.status !== 'APPROVED') throw refuse.rule(COLLECT_BINDING_REFUSAL.access);
    const candidates = await collectCandidates(tx, a.supplier_corp_id, a.fi_corp_id);
    if (!candidates.some((c) => c.account_id === input.accountId)) throw refuse.rule(COLLECT_BINDING_REFUSAL.account);
    const fromId = a.collect_account_id;
    if (fromId === input.accountId) return;
    let reconfirm = 0;
    if (fromId) {
      // The orders bound to the old account are locked first, so a financing cannot start on one while it changes.
      await tx.query('SELECT order_id FROM edt_order WHERE supplier_corp_id = $1 AND core_corp_id = $2 AND collect_account_id = $3 FOR UPDATE', [
        a.supplier_corp_id,
        a.core_corp_id,
        fromId,
      ]);
      const orders = await boundOrders(tx, { supplierCorpId: a.supplier_corp_id, coreCorpId: a.core_corp_id, accountId: fromId });
      if (orders.openLoan > 0) throw refuse.rule(COLLECT_BINDING_REFUSAL.openLoan);
      reconfirm = await reconfirmOrders(tx, { supplierCorpId: a.supplier_corp_id, coreCorpId: a.core_corp_id, fromId, toId: input.accountId });
    }
    await recordBinding(tx, {
      appNo: a.app_no,
      fromId,
      toId: input.accountId,
      consent: fromId ? FI_CONSENT_TEXT : '',
      reconfirm,
      userId: actor.userId,
      businessDate: env.businessDate,
      at: env.now,
    });
  });
  const found = (await collectBindings(env.db, env.businessDate, actor)).find((b) => b.accessNo === accessNo);
  if (!found) throw fail.notFound('准入不存在');
  return found;
}

import type { ApplicationDetail, ReturnApplyInput } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertAppCredits } from './app-parts.repo';
import { detailOf, acting, inLedger, nextAppNo, corpById, createApp, newApp } from '../applications';
import { visibleCredit } from './credit.repo';
import { RETURN_TOO_MUCH, checkedParts, commonIssuer, returnTargetOf } from './holder-flow.rules';
import { refuse } from '../../platform/refusal';

/** To whom a credit the caller holds would go back (the return form shows it before submitting). */
export async function returnTarget(q: Queryable, actor: Actor, creditNo: string): Promise<{ corpId: string; corpName: string }> {
  const c = await visibleCredit(q, actor.corpId, creditNo);
  if (!c) throw refuse.creditNotFound();
  if (c.holder_corp_id !== actor.corpId) throw refuse.rule(`凭证${c.credit_no}不是本企业持有的凭证`);
  const target = await returnTargetOf(q, c);
  return { corpId: target, corpName: (await corpById(q, target))?.corp_name ?? target };
}

/**
 * 退回申请 (domain.md §7.9): credits the caller holds, each with the part that goes back (a part splits it), all to
 * the same counterparty — the immediate transferor, or the issuer for a first-hop credit — with a reason. The issuer
 * holding its own credit recycles it instead. The credits are locked (退回中) until the application ends.
 */
export async function returnApply(env: ServiceEnv, actor: Actor, input: { lines: ReturnApplyInput['lines']; reason: string }): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const { tx } = ctx;
    const parts = await checkedParts(tx, actor.corpId, input.lines, RETURN_TOO_MUCH);
    const targets = new Set<string>();
    for (const p of parts) {
      if (p.credit.issuer_corp_id === actor.corpId) throw refuse.rule('本企业开立并持有的凭证请通过回收办理');
      targets.add(await returnTargetOf(tx, p.credit));
    }
    if (targets.size !== 1) throw refuse.rule('一次退回的凭证须退回同一企业，请分开申请');
    const [target] = [...targets];
    const appNo = await nextAppNo(tx, 'RETURN', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'RETURN', productType: parts[0]!.credit.product_type, amountFen: parts.reduce((s, p) => s + p.amountFen, 0n) }),
        counterpartyCorpId: target ?? null,
        issuerCorpId: commonIssuer(parts),
        reason: input.reason,
      },
      'SUBMIT',
      () =>
        insertAppCredits(
          tx,
          appNo,
          parts.map((p) => ({ creditNo: p.credit.credit_no, amountFen: p.amountFen })),
        ),
    );
    return detailOf(tx, ctx.actor, app);
  });
}

import type { ApplicationDetail, BizType } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertAppCredits } from './application.repo';
import type { AppRow } from './application.repo';
import { detailOf } from './application-detail';
import { checkedParts, commonIssuer } from './holder-flow.rules';
import type { CheckedPart } from './holder-flow.rules';
import { acting, inLedger } from './ledger-context';
import type { LedgerContext } from './ledger-context';
import { nextAppNo } from './numbering.repo';
import { createApp, newApp } from './transitions';

/**
 * An application of the holder on its held credits for another module's flow (financing, domain.md §7.7): the parts
 * checked as for a transfer (held by the caller, not locked, 0.01 ≤ part ≤ amount, `tooMuch` otherwise), then
 * `check` sees them before anything is written, the application is created through the state table (which locks the
 * credits) and `children` writes the flow's own row in the same transaction.
 */
export function applyOnHeldCredits(
  env: ServiceEnv,
  actor: Actor,
  input: { bizType: BizType; counterpartyCorpId: string; lines: ReadonlyArray<{ creditNo: string; amount: string }>; tooMuch: string; reason: string },
  check: (ctx: LedgerContext, parts: CheckedPart[]) => Promise<void>,
  children: (ctx: LedgerContext, appNo: string, parts: CheckedPart[]) => Promise<void>,
): Promise<{ detail: ApplicationDetail; app: AppRow }> {
  return inLedger(env, acting(actor), async (ctx) => {
    const parts = await checkedParts(ctx.tx, actor.corpId, input.lines, input.tooMuch);
    await check(ctx, parts);
    const appNo = await nextAppNo(ctx.tx, input.bizType, ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: input.bizType, productType: parts[0]!.credit.product_type, amountFen: parts.reduce((s, p) => s + p.amountFen, 0n) }),
        counterpartyCorpId: input.counterpartyCorpId,
        issuerCorpId: commonIssuer(parts),
        reason: input.reason,
      },
      'SUBMIT',
      async () => {
        await insertAppCredits(
          ctx.tx,
          appNo,
          parts.map((p) => ({ creditNo: p.credit.credit_no, amountFen: p.amountFen })),
        );
        await children(ctx, appNo, parts);
      },
    );
    return { detail: await detailOf(ctx.tx, ctx.actor, app), app };
  });
}

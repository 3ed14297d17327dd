import type { BizType } from '@scf/api/contract';
import { createApp, newApp, nextAppNo } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { insertAppCredits } from './app-parts.repo';
import { commonIssuer } from './holder-flow.rules';
import type { CheckedPart } from './holder-flow.rules';

/**
 * An application of the holder on checked parts of its held credits (`checkedParts`: held by the caller, not locked,
 * 0.01 ≤ part ≤ amount) for a flow of another module (financing, domain.md §7.7): created through the engine, whose
 * first transition locks the credits, with the parts recorded. The flow writes its own rows after, in the same
 * transaction.
 */
export async function createHeldCreditsApp(
  ctx: LedgerContext,
  input: { bizType: BizType; counterpartyCorpId: string; reason: string },
  parts: readonly CheckedPart[],
): Promise<AppRow> {
  const first = parts[0];
  if (!first) throw new Error('an application on held credits needs a part');
  const appNo = await nextAppNo(ctx.tx, input.bizType, ctx.businessDate);
  return createApp(
    ctx,
    {
      ...newApp(ctx, { appNo, bizType: input.bizType, productType: first.credit.product_type, amountFen: parts.reduce((s, p) => s + p.amountFen, 0n) }),
      counterpartyCorpId: input.counterpartyCorpId,
      issuerCorpId: commonIssuer(parts),
      reason: input.reason,
    },
    'SUBMIT',
    () =>
      insertAppCredits(
        ctx.tx,
        appNo,
        parts.map((p) => ({ creditNo: p.credit.credit_no, amountFen: p.amountFen })),
      ),
  );
}

import type { z } from 'zod';
import type { Credit, creditPartInputSchema } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { MONEY_PATTERN } from '@scf/api/validators';

/** One picked credit of an application that moves part of each (transfer, return), with the part that moves (a decimal string as the money input keeps it). */
export interface PartLine {
  creditNo: string;
  amount: string;
}

/** The picked credits in the order picked: amounts already typed are kept, a newly picked credit starts at its whole amount. */
export function syncParts(picked: readonly Credit[], lines: readonly PartLine[]): PartLine[] {
  const typed = new Map(lines.map((l) => [l.creditNo, l.amount]));
  return picked.map((c) => ({ creditNo: c.creditNo, amount: typed.get(c.creditNo) ?? c.amount }));
}

/** Σ of the amounts that parse, in fen (the total shown in 大写 while typing); an amount still being typed wrong counts as nothing. */
export const partsTotalFen = (lines: readonly Pick<PartLine, 'amount'>[]): bigint =>
  lines.reduce((sum, l) => sum + (MONEY_PATTERN.test(l.amount) ? parseFen(l.amount) : 0n), 0n);

/** What is left to the holder: the credit's amount less the part (null while the part does not parse). */
export function keptOf(credit: Pick<Credit, 'amount'>, part: string): string | null {
  if (!MONEY_PATTERN.test(part)) return null;
  const kept = parseFen(credit.amount) - parseFen(part);
  return kept >= 0n ? fenToDecimal(kept) : null;
}

/** Each part within its credit (`message`: the server's for the flow), on the line's amount field: a form schema's refinement. */
export function partsWithin(message: string, amounts: ReadonlyMap<string, string>) {
  return (lines: ReadonlyArray<z.output<typeof creditPartInputSchema>>, ctx: z.RefinementCtx) => {
    lines.forEach((l, i) => {
      const whole = amounts.get(l.creditNo);
      if (whole !== undefined && MONEY_PATTERN.test(l.amount) && parseFen(l.amount) > parseFen(whole)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message });
      }
    });
  };
}

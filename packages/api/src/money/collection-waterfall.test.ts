import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionWaterfall, type LoanOwed, WATERFALL_STEP_LABELS, type WaterfallStep } from './collection-waterfall';
import { parseFen } from './fen';
import { orderLoanCharges } from './order-finance';

const fen = (s: string) => parseFen(s);
const LOAN = { principalFen: fen('210000.00'), annualRate: '3.80%', penaltyRate: '5.70%', graceDays: 3, valueDate: '2025-06-16', dueDate: '2025-09-15' };
/** What the §19.6 loan owes when the core pays on `day`. */
const owedOn = (day: string): LoanOwed => {
  const c = orderLoanCharges(LOAN, day);
  return { penaltyFen: c.penaltyFen, interestFen: c.interestFen, principalFen: LOAN.principalFen };
};
const PAYMENT = fen('300000.00');

describe('collectionWaterfall (domain-lines.md §19.7: penalty → interest → principal → next loan → surplus)', () => {
  it.each([
    ['2025-09-15', '0.00', '2017.17', '87982.83'], // on time
    ['2025-09-17', '0.00', '2061.50', '87938.50'], // two days late, within the grace
    ['2025-09-22', '232.75', '2017.17', '87750.08'], // seven days late
  ] as const)('the core pays 300 000.00 on %s: §19.6 releases it', (day, penalty, interest, released) => {
    const penaltyStep: WaterfallStep[] = penalty === '0.00' ? [] : [{ kind: 'PENALTY', loanIndex: 0, amountFen: fen(penalty) }];
    expect(collectionWaterfall(PAYMENT, [owedOn(day)])).toEqual({
      parts: [{ penaltyFen: fen(penalty), interestFen: fen(interest), principalFen: fen('210000.00') }],
      releasedFen: fen(released),
      steps: [
        ...penaltyStep,
        { kind: 'INTEREST', loanIndex: 0, amountFen: fen(interest) },
        { kind: 'PRINCIPAL', loanIndex: 0, amountFen: fen('210000.00') },
        { kind: 'RELEASE', amountFen: fen(released) },
      ],
    });
  });

  it('labels the steps as the 还款明细 columns', () => {
    expect(WATERFALL_STEP_LABELS).toEqual({ PENALTY: '罚息', INTEREST: '利息', PRINCIPAL: '本金', RELEASE: '释放金额' });
  });

  it('leaves a shortfall outstanding on the principal and pays older loans first', () => {
    expect(collectionWaterfall(fen('100000.00'), [owedOn('2025-09-22')])).toEqual({
      parts: [{ penaltyFen: fen('232.75'), interestFen: fen('2017.17'), principalFen: fen('97750.08') }],
      releasedFen: 0n,
      steps: [
        { kind: 'PENALTY', loanIndex: 0, amountFen: fen('232.75') },
        { kind: 'INTEREST', loanIndex: 0, amountFen: fen('2017.17') },
        { kind: 'PRINCIPAL', loanIndex: 0, amountFen: fen('97750.08') },
      ],
    });
    const older = { penaltyFen: 0n, interestFen: fen('100.00'), principalFen: fen('1000.00') };
    expect(collectionWaterfall(fen('1200.00'), [older, owedOn('2025-09-15')])).toEqual({
      parts: [older, { penaltyFen: 0n, interestFen: fen('100.00'), principalFen: 0n }],
      releasedFen: 0n,
      steps: [
        { kind: 'INTEREST', loanIndex: 0, amountFen: fen('100.00') },
        { kind: 'PRINCIPAL', loanIndex: 0, amountFen: fen('1000.00') },
        { kind: 'INTEREST', loanIndex: 1, amountFen: fen('100.00') },
      ],
    });
    expect(collectionWaterfall(0n, [older]).steps).toEqual([]);
    expect(() => collectionWaterfall(-1n, [])).toThrow(RangeError);
  });

  const owed = fc.record({
    penaltyFen: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    interestFen: fc.bigInt({ min: 0n, max: 10n ** 10n }),
    principalFen: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  });

  it('§19.9 (2): credited = Σ penalty + Σ interest + Σ principal + released, each part within what is owed, in waterfall order', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5n * 10n ** 12n }), fc.array(owed, { maxLength: 5 }), (credited, loans) => {
        const { parts, releasedFen } = collectionWaterfall(credited, loans);
        const flat = (xs: readonly LoanOwed[]) => xs.flatMap((x) => [x.penaltyFen, x.interestFen, x.principalFen]);
        const paid = flat(parts);
        const due = flat(loans);
        expect(paid.reduce((s, x) => s + x, 0n) + releasedFen).toBe(credited);
        for (const [i, x] of paid.entries()) {
          expect(x >= 0n && x <= due[i]!).toBe(true);
          // a step is paid only when every step before it is paid in full
          if (x > 0n) for (let k = 0; k < i; k++) expect(paid[k]).toBe(due[k]);
        }
        if (releasedFen > 0n) expect(paid).toEqual(due);
      }),
      { numRuns: 200 },
    );
  });

  it('§19.9 (3): over successive collections what a loan still owes after each collection is never negative, Σ repaid principal ≤ principal', () => {
    fc.assert(
      fc.property(owed, fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { maxLength: 6 }), (loan, credits) => {
        let open: LoanOwed = loan;
        let repaidPrincipal = 0n;
        for (const credited of credits) {
          const [part] = collectionWaterfall(credited, [open]).parts;
          repaidPrincipal += part!.principalFen;
          open = {
            penaltyFen: open.penaltyFen - part!.penaltyFen,
            interestFen: open.interestFen - part!.interestFen,
            principalFen: open.principalFen - part!.principalFen,
          };
          expect(open.penaltyFen >= 0n && open.interestFen >= 0n && open.principalFen >= 0n).toBe(true);
          expect(repaidPrincipal <= loan.principalFen).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('§19.7: the steps are the paid parts in order (loan by loan, penalty → interest → principal), each positive, the release last', () => {
    const rank = { PENALTY: 0, INTEREST: 1, PRINCIPAL: 2 } as const;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5n * 10n ** 12n }), fc.array(owed, { maxLength: 5 }), (credited, loans) => {
        const { parts, releasedFen, steps } = collectionWaterfall(credited, loans);
        expect(steps.reduce((s, x) => s + x.amountFen, 0n)).toBe(credited);
        for (const x of steps) expect(x.amountFen > 0n).toBe(true);
        const release = steps.filter((x) => x.kind === 'RELEASE');
        expect(release).toEqual(releasedFen > 0n ? [{ kind: 'RELEASE', amountFen: releasedFen }] : []);
        if (releasedFen > 0n) expect(steps.at(-1)?.kind).toBe('RELEASE');
        const repayments = steps.flatMap((x) => (x.kind === 'RELEASE' ? [] : [x]));
        for (let i = 1; i < repayments.length; i++) {
          const [a, b] = [repayments[i - 1]!, repayments[i]!];
          expect(a.loanIndex < b.loanIndex || (a.loanIndex === b.loanIndex && rank[a.kind] < rank[b.kind])).toBe(true);
        }
        for (const x of repayments) {
          const key = ({ PENALTY: 'penaltyFen', INTEREST: 'interestFen', PRINCIPAL: 'principalFen' } as const)[x.kind];
          expect(parts[x.loanIndex]![key]).toBe(x.amountFen);
        }
      }),
      { numRuns: 200 },
    );
  });
});

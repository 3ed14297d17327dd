import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABS_RECEIVABLE_STATUSES } from '@scf/api/contract';
import type { AbsReceivableStatus } from '@scf/api/contract';
import { RECEIVABLE_MOVES, REGISTERED, TERMINAL_RECEIVABLE_STATUSES, movesFrom } from '../../src/modules/abs/abs.state';
import type { ReceivableMove } from '../../src/modules/abs/abs.state';

/** The receivable state machine of domain-lines.md §18.2, as far as part 1 of issue 31 moves it. */
describe('the ABS receivable state table', () => {
  it('has §18.2’s next states for each status part 1 moves', () => {
    const next = (s: AbsReceivableStatus) =>
      movesFrom(s)
        .map((m) => RECEIVABLE_MOVES[m].to)
        .sort();
    expect(next('DRAFT')).toEqual(['CANCELLED']);
    expect(next('PENDING_CONFIRM')).toEqual(['CANCELLED', 'CONFIRMED', 'DRAFT']);
    expect(next('CONFIRMED')).toEqual(['CANCELLING', 'DISPUTED', 'EXPIRED', 'TRANSFERRING']);
    expect(next('DISPUTED')).toEqual(['CANCELLED', 'CONFIRMED']);
    expect(next('CANCELLING')).toEqual(['CANCELLED', 'CONFIRMED']);
    expect(next('TRANSFERRING')).toEqual(['CONFIRMED', 'TRANSFERRED']);
    expect(next('TRANSFERRED')).toEqual(['OVERDUE', 'POOLED', 'SETTLED']);
    expect(next('POOLED')).toEqual(['OVERDUE', 'SETTLED']);
    expect(next('OVERDUE')).toEqual(['SETTLED']);
    for (const s of TERMINAL_RECEIVABLE_STATUSES) expect(movesFrom(s)).toEqual([]);
  });

  it('reaches every part-1 status from a registration, and only labelled ones', () => {
    const seen = new Set<AbsReceivableStatus>([REGISTERED]);
    const queue: AbsReceivableStatus[] = [REGISTERED];
    while (queue.length > 0) {
      for (const m of movesFrom(queue.shift()!)) {
        const to = RECEIVABLE_MOVES[m].to;
        expect(ABS_RECEIVABLE_STATUSES).toContain(to);
        if (!seen.has(to)) queue.push(to);
        seen.add(to);
      }
    }
    // POOLED, SETTLED and OVERDUE are reached by pooling, collection and 逾期 (abs-pooling).
    expect([...seen].sort()).toEqual([
      'CANCELLED',
      'CANCELLING',
      'CONFIRMED',
      'DISPUTED',
      'DRAFT',
      'EXPIRED',
      'OVERDUE',
      'PENDING_CONFIRM',
      'POOLED',
      'SETTLED',
      'TRANSFERRED',
      'TRANSFERRING',
    ]);
  });

  it('§18.8 (3): along any history a receivable is 已确权 or beyond only after its batch was confirmed (property)', () => {
    const confirmedOrBeyond = new Set<AbsReceivableStatus>(['CONFIRMED', 'DISPUTED', 'CANCELLING', 'TRANSFERRING', 'TRANSFERRED', 'EXPIRED']);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (picks) => {
        let status = REGISTERED;
        const history: ReceivableMove[] = [];
        for (const p of picks) {
          const legal = movesFrom(status);
          if (legal.length === 0) break;
          const move = legal[p % legal.length]!;
          history.push(move);
          status = RECEIVABLE_MOVES[move].to;
          if (confirmedOrBeyond.has(status)) expect(history).toContain('CONFIRM');
          if (status === 'TRANSFERRED') expect(history.at(-1)).toBe('TRANSFER_PAID');
        }
        expect(ABS_RECEIVABLE_STATUSES).toContain(status);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APP_STATUSES, BIZ_TYPES, CREDIT_STATUSES, appNoSchema, bizPrefix, creditNoSchema } from '@scf/api/contract';
import type { AppStatus, BizType } from '@scf/api/contract';
import { findTransition, installedFlows, isActor, passesMakerChecker } from '../../src/modules/applications';
import type { AppAction, AppParties } from '../../src/modules/applications';
import { CREDIT_TRANSITIONS, canMove } from '../../src/modules/credits/credit.state';
import type { CreditTransitionName } from '../../src/modules/credits/credit.state';
import { termError } from '../../src/modules/credits/issue.rules';
import { figureDeltas, lineAvailable } from '../../src/modules/limits';
import { appNoOf } from '../../src/modules/applications';
import { creditNoOf } from '../../src/modules/credits/credit-numbers';

// The engine's registry as the modules installed it (test/setup-flows.ts): every table row, type and pending step.
const APP_TRANSITIONS = installedFlows().flatMap((d) => d.transitions);
const SERVED_BIZ_TYPES = installedFlows().map((d) => d.bizType);
const PENDING_WORK = Object.fromEntries(installedFlows().map((d) => [d.bizType, d.pending]));

const ACTIONS: AppAction[] = ['SAVE', 'SUBMIT', 'APPROVE', 'RETURN', 'REJECT', 'CANCEL', 'DECIDE', 'EXPIRE', 'FUND'];
const FACTS = [
  { needsFinalReview: false, hasCounterparty: false, decision: null },
  { needsFinalReview: true, hasCounterparty: false, decision: null },
  { needsFinalReview: false, hasCounterparty: false, decision: 'ACCEPT' as const },
  { needsFinalReview: false, hasCounterparty: false, decision: 'REFUSE' as const },
  { needsFinalReview: false, hasCounterparty: true, decision: null },
];
const parties: AppParties = { applicantCorpId: 'C1', counterpartyCorpId: 'S1', creatorUserId: 'op', approverUserId: 'dir', deciderUserId: 'op' };

describe('the application state table (domain.md §7.2)', () => {
  it('names every transition once and reaches only §7.2 states, by a role of §3.2', () => {
    const names = APP_TRANSITIONS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of APP_TRANSITIONS) {
      expect(APP_STATUSES).toContain(t.to);
      for (const f of t.from) if (f !== null) expect(APP_STATUSES).toContain(f);
      // The bank's client and product managers take the FI's steps of a financing (§7.7) and of an e订通 order financing,
      // the bank's 确认收款 of a 兑付确认, the bank's review of an e订通 access and the factor's steps of an ABS转让
      // (domain-lines.md §18.3), the pond's bank steps (§18.7), 贴现's and 银承承兑's bank steps (§20.3–§20.4) only; the core's purchase role (采购) confirms e订通 orders only.
      const bankSteps = [
        'FINANCE.',
        'CASH_CONFIRM.',
        'EDT_ACCESS.',
        'EDT_FINANCE.',
        'ABS_TRANSFER.',
        'POND_',
        'DISCOUNT_BILL.',
        'DISCOUNT_BATCH.',
        'BAB_ISSUE.',
      ].some((p) => t.name.startsWith(p));
      expect(
        bankSteps
          ? // 贴现's drawer (a third party) confirms through the platform-side steps (domain-lines.md §20.4).
            ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER', ...(t.name.startsWith('DISCOUNT_') ? ['SYSTEM'] : [])]
          : t.name.startsWith('ORDER_CONFIRM.')
            ? ['ROLE_PURCHASE', 'ROLE_DIRECTOR']
            : ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'SYSTEM'],
      ).toContain(t.role);
      // Only approvals are signed, and every signed step has a maker–checker rule.
      expect(t.signed).toBe(t.action === 'APPROVE');
      if (t.signed) expect(t.makerChecker).toBeDefined();
    }
    expect(new Set(APP_TRANSITIONS.map((t) => t.name.split('.')[0]))).toEqual(new Set(SERVED_BIZ_TYPES));
  });

  it('finds exactly one transition for each legal (type, action, status, facts) and none for the rest (illegal moves refused)', () => {
    let legal = 0;
    for (const biz of BIZ_TYPES) {
      for (const action of ACTIONS) {
        for (const from of [null, ...APP_STATUSES] as Array<AppStatus | null>) {
          for (const facts of FACTS) {
            const matches = APP_TRANSITIONS.filter(
              (t) => t.name.startsWith(`${biz}.`) && t.action === action && t.from.includes(from) && (!t.guard || t.guard(facts)),
            );
            expect(matches.length, `${biz} ${action} ${from}`).toBeLessThanOrEqual(1);
            const found = findTransition(biz, action, from, facts);
            expect(found).toBe(matches[0]);
            if (found) legal += 1;
          }
        }
      }
    }
    expect(legal).toBeGreaterThan(40);
    // Terminal states have no way out; the reviewed flows have no final review.
    for (const terminal of ['COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED'] as const)
      for (const a of ACTIONS) expect(findTransition('ISSUE', a, terminal, FACTS[0]!)).toBeUndefined();
    expect(findTransition('ISSUE', 'APPROVE', 'PENDING_REVIEW', FACTS[1]!)?.to).toBe('PENDING_FINAL');
    expect(findTransition('ISSUE', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)?.to).toBe('COMPLETED');
    expect(findTransition('SIGN', 'APPROVE', 'PENDING_CP_APPROVAL', FACTS[3]!)?.to).toBe('CP_REFUSED');
    expect(findTransition('WITHDRAW', 'APPROVE', 'PENDING_REVIEW', FACTS[1]!)?.to).toBe('COMPLETED');
    // The holder's flows: the director's approval hands over to the counterparty, whose director's approval ends it.
    expect(findTransition('TRANSFER', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)?.to).toBe('PENDING_CP_SIGN');
    expect(findTransition('RETURN', 'APPROVE', 'PENDING_CP_APPROVAL', FACTS[2]!)).toMatchObject({
      to: 'COMPLETED',
      side: 'counterparty',
      effects: [{ kind: 'split' }, expect.anything()],
    });
    expect(findTransition('TRANSFER', 'APPROVE', 'PENDING_CP_APPROVAL', FACTS[3]!)?.to).toBe('CP_REFUSED');
    // Financing (§7.7): the director hands over to the FI; the client manager passes to the product manager, whose
    // signed approval waits for 放款, which splits; every other ending frees the invoices.
    expect(findTransition('FINANCE', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)).toMatchObject({ to: 'PENDING_FI', role: 'ROLE_DIRECTOR', signed: true });
    expect(findTransition('FINANCE', 'DECIDE', 'PENDING_FI', FACTS[2]!)).toMatchObject({
      to: 'PENDING_FINAL',
      side: 'counterparty',
      role: 'ROLE_CLIENT_MANAGER',
    });
    expect(findTransition('FINANCE', 'APPROVE', 'PENDING_FINAL', FACTS[0]!)).toMatchObject({
      to: 'PENDING_FUNDING',
      role: 'ROLE_PRODUCT_MANAGER',
      signed: true,
    });
    expect(findTransition('FINANCE', 'FUND', 'PENDING_FUNDING', FACTS[0]!)?.effects).toEqual([{ kind: 'fund' }, { kind: 'split' }]);
    for (const [a, from] of [
      ['REJECT', 'PENDING_REVIEW'],
      ['CANCEL', 'PENDING_REVIEW'],
      ['REJECT', 'PENDING_FI'],
      ['REJECT', 'PENDING_FINAL'],
    ] as const) {
      expect(findTransition('FINANCE', a, from, FACTS[0]!)?.effects).toEqual([{ kind: 'credits', move: 'HOLDER_LOCK_END' }, { kind: 'financeEnd' }]);
    }
    // Cash (§7.8): the operator's plan waits for the director, whose signed approval starts the payments.
    expect(findTransition('CASH', 'SUBMIT', null, FACTS[0]!)).toMatchObject({ to: 'PENDING_REVIEW', role: 'ROLE_OPERATOR' });
    expect(findTransition('CASH', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)).toMatchObject({ to: 'COMPLETED', role: 'ROLE_DIRECTOR', signed: true });
    expect(findTransition('CASH', 'FUND', 'PENDING_REVIEW', FACTS[0]!)).toBeUndefined();
    // ABS (domain-lines.md §18.3): the debtor's director confirms a batch with the key; a transfer goes to the factor's
    // client manager and product manager, whose signed approval pays; every other ending gives the receivables back.
    expect(findTransition('ABS_PAYABLE', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)).toMatchObject({
      to: 'COMPLETED',
      signed: true,
      effects: [{ kind: 'confirmBatch' }, { kind: 'issueConfirmation' }],
    });
    expect(findTransition('ABS_TRANSFER', 'DECIDE', 'PENDING_FI', FACTS[2]!)).toMatchObject({
      to: 'PENDING_FINAL',
      side: 'counterparty',
      role: 'ROLE_CLIENT_MANAGER',
    });
    expect(findTransition('ABS_TRANSFER', 'APPROVE', 'PENDING_FINAL', FACTS[0]!)).toMatchObject({
      to: 'COMPLETED',
      role: 'ROLE_PRODUCT_MANAGER',
      signed: true,
      effects: [{ kind: 'payTransfer' }, { kind: 'issueAcceptanceDocs' }],
    });
    for (const [a, from] of [
      ['REJECT', 'PENDING_REVIEW'],
      ['CANCEL', 'PENDING_REVIEW'],
      ['REJECT', 'PENDING_FI'],
      ['REJECT', 'PENDING_FINAL'],
    ] as const) {
      expect(findTransition('ABS_TRANSFER', a, from, FACTS[0]!)?.effects).toEqual([{ kind: 'transferEnd' }]);
    }
    // 应付账款作废: the creditor's director agrees (voids, frees the invoices) or refuses (已确权 again).
    expect(findTransition('ABS_CANCEL', 'DECIDE', 'PENDING_CP_APPROVAL', FACTS[2]!)).toMatchObject({ to: 'COMPLETED', effects: [{ kind: 'cancelAgreed' }] });
    expect(findTransition('ABS_CANCEL', 'DECIDE', 'PENDING_CP_APPROVAL', FACTS[3]!)).toMatchObject({ to: 'CP_REFUSED', effects: [{ kind: 'cancelBack' }] });
  });

  it('every pending step has the actor of the step that leaves it (todos and queues follow the table)', () => {
    for (const [biz, byStatus] of Object.entries(PENDING_WORK)) {
      for (const [status, work] of Object.entries(byStatus ?? {})) {
        const out = APP_TRANSITIONS.filter((t) => t.name.startsWith(`${biz}.`) && t.from.includes(status as AppStatus) && t.side !== 'system');
        expect(out.length, `${biz} ${status}`).toBeGreaterThan(0);
        expect(
          out.some((t) => t.role === work.role && t.side === work.side),
          `${biz} ${status}`,
        ).toBe(true);
      }
    }
  });

  it('lets only the right side and role act, and never the maker check', () => {
    const approve = findTransition('ISSUE', 'APPROVE', 'PENDING_REVIEW', FACTS[0]!)!;
    expect(isActor(approve, parties, { corpId: 'C1', role: 'ROLE_DIRECTOR', userId: 'dir2' })).toBe(true);
    expect(isActor(approve, parties, { corpId: 'C2', role: 'ROLE_DIRECTOR', userId: 'x' })).toBe(false);
    expect(isActor(approve, parties, { corpId: 'C1', role: 'ROLE_OPERATOR', userId: 'x' })).toBe(false);
    expect(passesMakerChecker(approve, parties, 'op')).toBe(false);
    expect(passesMakerChecker(approve, parties, 'dir2')).toBe(true);
    const final = findTransition('ISSUE', 'APPROVE', 'PENDING_FINAL', FACTS[0]!)!;
    expect(passesMakerChecker(final, parties, 'dir')).toBe(false);
    const signApprove = findTransition('SIGN', 'APPROVE', 'PENDING_CP_APPROVAL', FACTS[2]!)!;
    expect(passesMakerChecker(signApprove, parties, 'op')).toBe(false);
    const expire = findTransition('SIGN', 'EXPIRE', 'PENDING_CP_SIGN', FACTS[0]!)!;
    expect(isActor(expire, parties, { corpId: 'S1', role: 'ROLE_OPERATOR', userId: 'x' })).toBe(false);
    expect(isActor(expire, parties, { corpId: 'S1', role: 'SYSTEM', userId: '' })).toBe(true);
  });
});

describe('the credit state table (domain.md §7.1)', () => {
  const names = Object.keys(CREDIT_TRANSITIONS) as CreditTransitionName[];

  it('moves between §7.1 states only, and never out of a terminal state', () => {
    for (const n of names) {
      const t = CREDIT_TRANSITIONS[n];
      expect(CREDIT_STATUSES).toContain(t.to);
      for (const f of t.from) expect(['SPLIT', 'CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED']).not.toContain(f);
    }
  });

  it('allows a move exactly from its states with the lock it expects (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.constantFrom(...CREDIT_STATUSES),
        fc.constantFrom(null, 'APP1', 'APP2'),
        fc.constantFrom(null, 'APP1'),
        (name, status, lockedBy, appNo) => {
          const t = CREDIT_TRANSITIONS[name];
          const lockOk = t.lock === 'take' || t.lock === 'none' ? lockedBy === null : lockedBy !== null && lockedBy === appNo;
          expect(canMove(name, status, lockedBy, appNo)).toBe(t.from.includes(status) && lockOk);
        },
      ),
    );
  });

  it('releases the limit exactly where §6.3 says: refused, withdrawn, recycled, expired', () => {
    expect(names.filter((n) => 'limit' in CREDIT_TRANSITIONS[n]).sort()).toEqual(['RECYCLE_DONE', 'SIGN_EXPIRE', 'SIGN_REFUSE', 'WITHDRAW_DONE']);
  });
});

describe('figures, terms and numbers', () => {
  it('a FREEZE then UNFREEZE, or USE then RELEASE, leaves every figure where it was (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom<BizType>('ISSUE', 'SIGN', 'LIMIT_DIST'), fc.boolean(), fc.bigInt({ min: 1n, max: 10n ** 16n }), (biz, onSub, amount) => {
        for (const [a, b] of [
          ['FREEZE', 'UNFREEZE'],
          ['USE', 'RELEASE'],
        ] as const) {
          const x = figureDeltas(biz, a, onSub || biz === 'LIMIT_DIST', amount);
          const y = figureDeltas(biz, b, onSub || biz === 'LIMIT_DIST', amount);
          if (biz === 'LIMIT_DIST' && a === 'USE') continue; // USE and RELEASE of a distribution move allocations both ways on purpose
          expect(x.line.used + y.line.used + x.line.frozen + y.line.frozen + x.line.allocated + y.line.allocated).toBe(0n);
        }
      }),
    );
    expect(lineAvailable(5_000_000_000n, { allocated: 2_500_000_000n, used: 156_000_000n, frozen: 80_000_000n })).toBe(2_264_000_000n);
  });

  it('takes terms of 1 to the configured maximum days', () => {
    expect(termError('2025-06-16', '2025-06-16', 180)).toBe('承诺付款日须在开立日后1至180天内');
    expect(termError('2025-06-16', '2025-06-17', 180)).toBeNull();
    expect(termError('2025-06-16', '2025-12-13', 180)).toBeNull();
    expect(termError('2025-06-16', '2025-12-14', 180)).toBe('承诺付款日须在开立日后1至180天内');
    expect(termError('2025-06-16', '2025-12-14', 365)).toBeNull();
  });

  it('numbers credits and applications per domain.md §4.3, as the contract schemas read them', () => {
    expect(creditNoOf('CREDIT', '2025-06-16', 1)).toBe('XG2025061600000001');
    expect(creditNoOf('VOUCHER', '2025-06-16', 123_456_789)).toBe('XV20250616123456789'); // past 10^8 a digit more, never a wrap (issue 26)
    for (const biz of BIZ_TYPES) {
      const no = appNoOf(biz, '2025-06-16', 42);
      expect(no).toBe(`${bizPrefix(biz)}20250616000042`);
      expect(appNoSchema.safeParse(no).success).toBe(true);
    }
    expect(creditNoSchema.safeParse(creditNoOf('CREDIT', '2025-06-16', 7)).success).toBe(true);
  });
});

/**
 * `SEED=large`: ~10,000 more credits across the demo corporations on top of the demo ledger, to measure the list
 * screens. Deterministic (a seeded generator), within the limits: outstanding amounts stay well under what L1 and C2's
 * sub-limit have available, matured credits are cashed (released on the revolving line), and credits waiting to be
 * signed for are younger than the sign deadline.
 */
import type { LedgerPlan, PlanCredit } from '../modules/credits';
import { addDays } from '../platform/business-date';
import { DEMO_SUB_LIMIT } from './credit-ledger';

export const LARGE_CREDIT_COUNT = 10_000;

/** mulberry32: small, fast and reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RECEIVERS: Record<string, readonly string[]> = { C1: ['S1', 'S2', 'S3'], C2: ['S1'] };

export function largeLedgerPlan(businessDate: string, offset: { credits: number; apps: number }): LedgerPlan {
  const next = random(20250616);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  // Outstanding budget per limit (fen): a third of what the demo leaves available.
  const budget: Record<string, bigint> = { C1: 7_000_000_00n, C2: 6_000_000_00n };
  const credits: PlanCredit[] = [];
  for (let i = 0; i < LARGE_CREDIT_COUNT; i += 1) {
    const issuer = next() < 0.7 ? 'C1' : 'C2';
    const amountFen = BigInt(10_000 + Math.floor(next() * 290_000));
    const issueDate = addDays(businessDate, -1 - Math.floor(next() * 200));
    const dueDate = addDays(issueDate, 30 + Math.floor(next() * 150));
    let status: PlanCredit['status'] = dueDate < businessDate ? 'CASHED' : issueDate > addDays(businessDate, -20) && next() < 0.3 ? 'PENDING_SIGN' : 'HELD';
    if (status !== 'CASHED') {
      const left = (budget[issuer] ?? 0n) - amountFen;
      if (left < 0n) status = 'REFUSED';
      else budget[issuer] = left;
    }
    credits.push({
      key: `L${i}`,
      issuerCorpId: issuer,
      holderCorpId: pick(RECEIVERS[issuer] ?? ['S1']),
      amountFen,
      issueDate,
      dueDate,
      statusDate: status === 'CASHED' ? dueDate : issueDate,
      status,
      lineId: 'L1',
      ...(issuer === 'C2' ? { subLimitId: DEMO_SUB_LIMIT } : {}),
      remark: '批量演示数据',
    });
  }
  return { product: 'CREDIT', lines: [], subLimits: [], contracts: [], apps: [], credits, offset };
}

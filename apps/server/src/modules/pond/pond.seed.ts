import { addCalendarDays, calendarDaysBetween, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { insertApp, insertFlows, nextAppNo } from '../applications';
import * as repo from './pond.repo';
import { figuresOf, stateOf } from './pond.rules';

/**
 * The asset pool of the demo (domain-lines.md §13.10), dated as on 2025-06-16 and moved with the business date: S1's pond
 * at F1 (TOTAL, pledge rate 0.90, draw rate 3.50 %, 2025-04-30 → 2026-04-29, margin A-S1-POOLMARGIN 0.00), its asset
 * CR1-B2 300 000.00 在池 (the credit 已入池 in the ledger seed) and D1 100 000.00 2025-05-06 → 2025-08-29 未结清
 * → 可用额度 170 000.00.
 */
const DEMO_DAY = '2025-06-16';

export async function seedPond(q: Queryable, businessDate: string): Promise<void> {
  const shift = (day: string): string => addCalendarDays(day, calendarDaysBetween(DEMO_DAY, businessDate));
  // CR1-B2, the one credit the ledger seed leaves 已入池 (S1's part of CR1-B kept after its financing).
  const credit = (
    await q.query<{ credit_no: string; amount_fen: unknown; due_date: string }>(
      "SELECT credit_no, amount_fen, due_date FROM credit WHERE holder_corp_id = 'S1' AND status = 'POOLED' ORDER BY credit_no",
    )
  )[0];
  if (!credit) throw new Error('the ledger seed has no pooled credit of S1 (CR1-B2)');
  const pondNo = await repo.nextPondNo(q, shift('2025-04-30'));
  await repo.insertPond(q, {
    pondNo,
    pledgorCorpId: 'S1',
    fiCorpId: 'F1',
    pledgeRate: '0.90',
    marginAccountId: 'A-S1-POOLMARGIN',
    drawRate: '3.50%',
    startDate: shift('2025-04-30'),
    endDate: shift('2026-04-29'),
  });
  await repo.insertAsset(q, {
    prNo: await repo.nextAssetNo(q, shift('2025-04-30')),
    pondNo,
    assetNo: credit.credit_no,
    amountFen: BigInt(String(credit.amount_fen)),
    dueDate: credit.due_date,
    status: 'IN_POOL',
    inAppNo: null,
    inDate: shift('2025-04-30'),
  });
  // D1: its PDD application completed on the value date (the director's and the bank's steps as flow records).
  const valueDate = shift('2025-05-06');
  const at = Date.parse(`${valueDate}T02:00:00Z`);
  const d1 = await nextAppNo(q, 'POND_DRAWDOWN', valueDate);
  const principal = parseFen('100000.00');
  await insertApp(
    q,
    {
      appNo: d1,
      bizType: 'POND_DRAWDOWN',
      productType: 'CREDIT',
      applicantCorpId: 'S1',
      counterpartyCorpId: 'F1',
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen: principal,
      decision: null,
      reason: '',
      comment: '',
      creatorUserId: 's1_op',
      deciderUserId: null,
      businessDate: valueDate,
      at,
    },
    'COMPLETED',
  );
  await repo.linkApp(q, d1, pondNo);
  await repo.insertDrawdown(q, { drawdownNo: d1, pondNo, principalFen: principal, rate: '3.50%', valueDate, dueDate: shift('2025-08-29'), status: 'FUNDED' });
  await repo.setDrawdown(q, d1, { status: 'FUNDED', loanNo: `LN${d1.slice(3)}` });
  await insertFlows(q, [
    flowOf(d1, 'SUBMIT', null, 'PENDING_REVIEW', 'S1', 's1_op', 'ROLE_OPERATOR', valueDate, at, principal),
    flowOf(d1, 'APPROVE', 'PENDING_REVIEW', 'PENDING_FI', 'S1', 's1_dir', 'ROLE_DIRECTOR', valueDate, at + 60_000, principal),
    flowOf(d1, 'APPROVE', 'PENDING_FI', 'COMPLETED', 'F1', 'f1_pm', 'ROLE_PRODUCT_MANAGER', valueDate, at + 120_000, principal),
  ]);
  const pond = await repo.pondOf(q, 'S1', pondNo);
  if (pond) await repo.setAvailable(q, pondNo, figuresOf(await stateOf(q, pond), businessDate).availableFen);
}

function flowOf(
  appNo: string,
  action: 'SUBMIT' | 'APPROVE',
  fromStatus: 'PENDING_REVIEW' | 'PENDING_FI' | null,
  toStatus: 'PENDING_REVIEW' | 'PENDING_FI' | 'COMPLETED',
  corpId: string,
  userId: string,
  roleCode: string,
  businessDate: string,
  at: number,
  amountFen: bigint,
) {
  return {
    at,
    businessDate,
    bizType: 'POND_DRAWDOWN' as const,
    appNo,
    creditNo: null,
    action,
    fromStatus,
    toStatus,
    corpId,
    userId,
    roleCode,
    comment: '',
    amountFen,
    signedBy: null,
  };
}

/**
 * The credit part of the demo (domain.md §13.3–§13.4): line L1 of F1 to the C1 group, C2's sub-limit, the CR1 tree,
 * CR2–CR9 in their states and the applications that lock them, the pending issue ISS-3 and distribution LD2, and the
 * trade contracts the issue form needs. The domain's dates are relative to its business date 2025-06-16; here they
 * move with the actual business date. L1 ends at 22,640,000.00 available and C2 at 19,500,000.00.
 */
import type { LedgerPlan } from '../modules/credits';
import { addDays } from '../platform/business-date';

const REFERENCE = Date.parse('2025-06-16T00:00:00Z');
const y = (yuan: number): bigint => BigInt(Math.round(yuan * 100));

/** A date of domain.md §13 moved by the distance between its business date and ours. */
const relative = (businessDate: string) => (domainDate: string) => addDays(businessDate, Math.round((Date.parse(`${domainDate}T00:00:00Z`) - REFERENCE) / 86_400_000));

export const DEMO_SUB_LIMIT = 'SL-L1-C2';

export function demoLedgerPlan(businessDate: string): LedgerPlan {
  const d = relative(businessDate);
  const L1 = { lineId: 'L1' };
  const C2 = { lineId: 'L1', subLimitId: DEMO_SUB_LIMIT };
  const root = (key: string, issuer: string, holder: string, yuan: number, issue: string, due: string, status: LedgerPlan['credits'][number]['status'], extra: Partial<LedgerPlan['credits'][number]> = {}) => ({
    key,
    issuerCorpId: issuer,
    holderCorpId: holder,
    amountFen: y(yuan),
    issueDate: d(issue),
    dueDate: d(due),
    status,
    ...(issuer === 'C2' ? C2 : L1),
    ...extra,
  });
  const child = (key: string, parentKey: string, holder: string, yuan: number, acquired: string, status: LedgerPlan['credits'][number]['status'], extra: Partial<LedgerPlan['credits'][number]> = {}) =>
    root(key, 'C1', holder, yuan, '2025-03-14', '2025-09-05', status, { parentKey, acquiredDate: d(acquired), ...extra });
  return {
    product: 'CREDIT',
    lines: [{ lineId: 'L1', productType: 'CREDIT', fiCorpId: 'F1', corpId: 'C1', totalFen: y(50_000_000), revolving: true, startDate: d('2025-01-01'), endDate: d('2025-12-31'), status: 'ACTIVE' }],
    subLimits: [{ subLimitId: DEMO_SUB_LIMIT, lineId: 'L1', corpId: 'C2' }],
    contracts: [
      { contractId: 'CT-HT-2025-001', corpId: 'C1', contractNo: 'HT-2025-001', name: '精密锻件采购合同', buyerCorpId: 'C1', sellerCorpId: 'S1', amountFen: y(1_200_000), signDate: d('2025-01-05'), endDate: d('2025-12-31') },
      { contractId: 'CT-HT-2025-002', corpId: 'C1', contractNo: 'HT-2025-002', name: '钢材采购合同', buyerCorpId: 'C1', sellerCorpId: 'S2', amountFen: y(3_000_000), signDate: d('2025-01-08'), endDate: d('2025-12-31') },
      { contractId: 'CT-HT-2025-003', corpId: 'C1', contractNo: 'HT-2025-003', name: '五金件采购合同', buyerCorpId: 'C1', sellerCorpId: 'S3', amountFen: y(800_000), signDate: d('2025-02-10'), endDate: d('2025-12-31') },
      // The chain's own trade (domain.md §13.2 S1 → S2 → S3): the transfers' trade background.
      { contractId: 'CT-HT-2025-201', corpId: 'S1', contractNo: 'HT-2025-201', name: '锻件毛坯采购合同', buyerCorpId: 'S1', sellerCorpId: 'S2', amountFen: y(1_500_000), signDate: d('2025-02-01'), endDate: d('2025-12-31') },
      { contractId: 'CT-HT-2025-301', corpId: 'S2', contractNo: 'HT-2025-301', name: '原材料采购合同', buyerCorpId: 'S2', sellerCorpId: 'S3', amountFen: y(600_000), signDate: d('2025-02-15'), endDate: d('2025-12-31') },
      { contractId: 'CT-HT-2025-101', corpId: 'C2', contractNo: 'HT-2025-101', name: '起重机部件采购合同', buyerCorpId: 'C2', sellerCorpId: 'S1', amountFen: y(2_000_000), signDate: d('2025-03-01'), endDate: d('2025-12-31') },
    ],
    credits: [
      root('CR1', 'C1', 'S1', 1_000_000, '2025-03-14', '2025-09-05', 'SPLIT'),
      child('CR1-A', 'CR1', 'S2', 300_000, '2025-04-10', 'TRANSFERRING', { lockedBy: 'TRF' }),
      child('CR1-B', 'CR1', 'S1', 700_000, '2025-04-10', 'SPLIT'),
      child('CR1-B1', 'CR1-B', 'F1', 400_000, '2025-04-18', 'FINANCED'),
      child('CR1-B2', 'CR1-B', 'S1', 300_000, '2025-04-18', 'POOLED'),
      root('CR2', 'C2', 'S1', 500_000, '2025-06-13', '2025-12-08', 'PENDING_SIGN'),
      root('CR4', 'C1', 'S1', 200_000, '2025-01-10', '2025-06-20', 'HELD'),
      root('CR5', 'C1', 'S2', 150_000, '2024-12-16', '2025-06-13', 'CASHED', { statusDate: d('2025-06-13') }),
      root('CR6', 'C1', 'S3', 50_000, '2025-06-10', '2025-07-15', 'WITHDRAWING', { lockedBy: 'WDR' }),
      root('CR7', 'C1', 'S1', 120_000, '2025-06-03', '2025-11-28', 'REFUSED', { statusDate: d('2025-06-05') }),
      root('CR8', 'C1', 'S1', 60_000, '2025-04-01', '2025-08-29', 'RETURNING', { lockedBy: 'RTN' }),
      root('CR9', 'C1', 'S2', 250_000, '2025-05-20', '2025-10-09', 'FINANCING', { lockedBy: 'FIN' }),
    ],
    apps: [
      { key: 'LD1', bizType: 'LIMIT_DIST', status: 'COMPLETED', businessDate: d('2025-01-02'), applicantCorpId: 'C1', counterpartyCorpId: 'C2', ...C2, amountFen: y(20_000_000), creator: 'c1_op', approver: 'c1_dir', reason: '年度额度分配', targetCorpId: 'C2', changeFen: y(20_000_000) },
      { key: 'LD2', bizType: 'LIMIT_DIST', status: 'PENDING_REVIEW', businessDate: d('2025-06-13'), applicantCorpId: 'C1', counterpartyCorpId: 'C2', ...C2, amountFen: y(5_000_000), creator: 'c1_op', reason: '起重机业务增量', targetCorpId: 'C2', changeFen: y(5_000_000) },
      {
        key: 'ISS-3',
        bizType: 'ISSUE',
        status: 'PENDING_REVIEW',
        businessDate: d('2025-06-16'),
        applicantCorpId: 'C1',
        counterpartyCorpId: 'S2',
        issuerCorpId: 'C1',
        ...L1,
        amountFen: y(800_000),
        creator: 'c1_op',
        lines: [{ receiverCorpId: 'S2', amountFen: y(800_000), dueDate: d('2025-12-12'), contractId: 'CT-HT-2025-002' }],
      },
      { key: 'WDR', bizType: 'WITHDRAW', status: 'PENDING_REVIEW', businessDate: d('2025-06-12'), applicantCorpId: 'C1', counterpartyCorpId: 'S3', issuerCorpId: 'C1', amountFen: y(50_000), creator: 'c1_op', reason: '贸易合同变更，申请撤回', credits: [{ key: 'CR6', amountFen: y(50_000) }] },
      { key: 'SGN-7', bizType: 'SIGN', status: 'CP_REFUSED', businessDate: d('2025-06-05'), applicantCorpId: 'S1', counterpartyCorpId: 'C1', issuerCorpId: 'C1', amountFen: y(120_000), creator: 's1_op', approver: 's1_dir', decision: 'REFUSE', credits: [{ key: 'CR7', amountFen: y(120_000) }] },
      { key: 'TRF', bizType: 'TRANSFER', status: 'PENDING_CP_SIGN', businessDate: d('2025-06-11'), applicantCorpId: 'S2', counterpartyCorpId: 'S3', issuerCorpId: 'C1', amountFen: y(100_000), creator: 's2_op', approver: 's2_dir', credits: [{ key: 'CR1-A', amountFen: y(100_000) }] },
      { key: 'RTN', bizType: 'RETURN', status: 'PENDING_CP_SIGN', businessDate: d('2025-06-12'), applicantCorpId: 'S1', counterpartyCorpId: 'C1', issuerCorpId: 'C1', amountFen: y(60_000), creator: 's1_op', approver: 's1_dir', reason: '货物退回', credits: [{ key: 'CR8', amountFen: y(60_000) }] },
      { key: 'FIN', bizType: 'FINANCE', status: 'PENDING_FI', businessDate: d('2025-06-13'), applicantCorpId: 'S2', counterpartyCorpId: 'F1', issuerCorpId: 'C1', amountFen: y(250_000), creator: 's2_op', approver: 's2_dir', credits: [{ key: 'CR9', amountFen: y(250_000) }] },
      // 兑付 (domain.md §13.4): CR5's plan paid on 2025-06-13; CSH-0620 for CR4 prepared by c1_op, waiting for c1_dir (seed/cash.ts adds the lines).
      { key: 'CSH-0613', bizType: 'CASH', status: 'COMPLETED', businessDate: d('2025-06-11'), applicantCorpId: 'C1', issuerCorpId: 'C1', amountFen: y(150_000), creator: 'c1_op', approver: 'c1_dir', credits: [{ key: 'CR5', amountFen: y(150_000) }] },
      { key: 'CSH-0620', bizType: 'CASH', status: 'PENDING_REVIEW', businessDate: d('2025-06-16'), applicantCorpId: 'C1', issuerCorpId: 'C1', amountFen: y(200_000), creator: 'c1_op', credits: [{ key: 'CR4', amountFen: y(200_000) }] },
      // S1 financed 400,000.00 of CR1-B at F1, funded on 2025-04-18: the split gave CR1-B1 to the bank and kept CR1-B2 (seed/finance.ts adds its figures and loan number).
      { key: 'FIN-B1', bizType: 'FINANCE', status: 'COMPLETED', businessDate: d('2025-04-18'), applicantCorpId: 'S1', counterpartyCorpId: 'F1', issuerCorpId: 'C1', amountFen: y(400_000), creator: 's1_op', approver: 's1_dir', credits: [{ key: 'CR1-B', amountFen: y(400_000) }] },
    ],
  };
}

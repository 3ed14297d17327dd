/**
 * The financing part of the demo (domain.md §13.3–§13.4): F1's quotes for the C1 group (3.45% up to 90 days, 3.60%
 * beyond, fee 0.20%, 卖方付息), the chain suppliers' customer files at F1 seeded ACTIVE (融资建档 has no screen yet),
 * the figures of CR9's pending financing (250,000.00 × 3.60% × 115 / 360 at 2025-06-16), and S1's financing of CR1-B
 * (its part CR1-B1) funded on 2025-04-18 (400,000.00 × 3.60% × 140 / 360, with its loan number).
 */
import type { FinanceSeedPlan } from '../modules/finance';
import { planNumbers } from '../modules/credits';
import { demoLedgerPlan } from './credit-ledger';

export function demoFinance(businessDate: string): FinanceSeedPlan {
  const ledger = demoLedgerPlan(businessDate);
  const numbers = planNumbers(ledger);
  const fundedB1 = ledger.apps.find((a) => a.key === 'FIN-B1')!.businessDate;
  const bands = (issuerCorpId: string) => [
    { fiCorpId: 'F1', issuerCorpId, maxDays: 90, annualRate: '3.45', serviceFeeRate: '0.20', interestPayer: 'SUPPLIER' as const },
    { fiCorpId: 'F1', issuerCorpId, maxDays: null, annualRate: '3.60', serviceFeeRate: '0.20', interestPayer: 'SUPPLIER' as const },
  ];
  return {
    businessDate,
    quotes: [...bands('C1'), ...bands('C2')],
    customers: ['S1', 'S2', 'S3'].map((corpId) => ({ corpId, fiCorpId: 'F1', status: 'ACTIVE' as const })),
    apps: [
      { appNo: numbers.apps.FIN!, fiCorpId: 'F1', creditNo: numbers.credits.CR9!, receiveAccountId: 'A-S2-SETTLE' },
      // S1's financing of 400,000.00 of CR1-B at F1, funded on 2025-04-18: its split gave the bank CR1-B1 (已融资).
      { appNo: numbers.apps['FIN-B1']!, fiCorpId: 'F1', creditNo: numbers.credits['CR1-B']!, receiveAccountId: 'A-S1-ELEC', fundedOn: fundedB1 },
    ],
  };
}

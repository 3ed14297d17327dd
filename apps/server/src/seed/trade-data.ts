/**
 * The trade data of the demo (domain.md §13.4 "Finance data"): contract HT-2025-001 (C1 buyer, S1 seller) is the
 * credit ledger's; here S1's two VERIFIED invoices of 600,000.00 — 400,000.00 occupied by the financing of CR1-B (its part CR1-B1 is the bank's) — S2's
 * VERIFIED invoice of 300,000.00 behind CR9's pending financing, and S3's invoice ending 0000 (NOT_FOUND).
 */
import { y } from './demo-dates';
import type { TradeSeedPlan } from '../modules/trade-data';
import { planNumbers } from '../modules/credits';
import { addDays } from '../platform/business-date';
import { demoLedgerPlan } from './credit-ledger';
import { SEED_CORPS } from './orgs';

export function demoTradeData(businessDate: string): TradeSeedPlan {
  const credits = planNumbers(demoLedgerPlan(businessDate)).credits;
  const corp = (id: string) => SEED_CORPS.find((c) => c.corpId === id)!;
  const at = Date.parse(`${businessDate}T00:00:00Z`);
  const invoice = (invoiceId: string, seller: string, code: string, number: string, daysAgo: number, exTax: number, tax: number) => ({
    invoiceId,
    corpId: seller,
    type: 'VAT_SPECIAL',
    code,
    number,
    issueDate: addDays(businessDate, -daysAgo),
    amountExTaxFen: y(exTax),
    taxFen: y(tax),
    totalFen: y(exTax) + y(tax),
    checkCodeLast6: '',
    buyerName: corp('C1').corpName,
    buyerTaxNo: corp('C1').uscc,
    sellerName: corp(seller).corpName,
    sellerTaxNo: corp(seller).uscc,
    at: at - daysAgo * 86_400_000,
  });
  return {
    businessDate,
    uscc: Object.fromEntries(SEED_CORPS.map((c) => [c.corpId, c.uscc])),
    invoices: [
      { ...invoice('IV-SEED-S1-1', 'S1', '3200251130', '04512361', 95, 530_973.45, 69_026.55), occupiedFen: y(400_000) },
      invoice('IV-SEED-S1-2', 'S1', '3200251130', '04512362', 90, 530_973.45, 69_026.55),
      invoice('IV-SEED-S2-1', 'S2', '3200251130', '05120456', 40, 265_486.73, 34_513.27),
      invoice('IV-SEED-S3-1', 'S3', '3200251130', '06130000', 10, 44_247.79, 5_752.21),
    ],
    packages: [
      {
        corpId: 'S1',
        userId: 's1_op',
        purpose: 'FINANCE',
        creditNos: [credits['CR1-B']!],
        contractIds: ['CT-HT-2025-001'],
        invoices: [{ invoiceId: 'IV-SEED-S1-1', occupyFen: y(400_000), state: 'OCCUPIED' }],
        verdict: 'PASS',
        verdictComment: '金融机构审核通过，已放款',
      },
      {
        corpId: 'S2',
        userId: 's2_op',
        purpose: 'FINANCE',
        creditNos: [credits.CR9!],
        contractIds: ['CT-HT-2025-002'],
        invoices: [{ invoiceId: 'IV-SEED-S2-1', occupyFen: y(250_000), state: 'RESERVED' }],
        verdict: 'PENDING',
        verdictComment: '待金融机构审核',
      },
    ],
  };
}

import type { Queryable } from '../../platform/db/db';
import { insertInvoice, insertLink, insertPackage, insertPackageCredits } from './trade-data.repo';
import type { NewInvoice } from './trade-data.repo';
import { verifyInvoice } from './verification';

export interface SeedInvoice extends Omit<NewInvoice, 'verifyStatus' | 'checks' | 'verifiedAt' | 'userId'> {
  invoiceId: string;
}

export interface TradeSeedPlan {
  businessDate: string;
  invoices: SeedInvoice[];
  /** The parties' USCCs, to run the same 查验 the upload runs (the seeded states are the stub's own answers). */
  uscc: Readonly<Record<string, string>>;
  packages: Array<{
    corpId: string;
    userId: string;
    purpose: 'FINANCE' | 'ISSUE';
    creditNos: string[];
    contractIds: string[];
    invoices: Array<{ invoiceId: string; occupyFen: bigint; state: 'RESERVED' | 'OCCUPIED' }>;
    verdict: 'PASS' | 'REJECT' | 'PENDING' | null;
    verdictComment: string;
  }>;
}

/** The demo's trade data (domain.md §13.4 "Finance data"), each invoice verified by the stub as an upload would be. */
export async function seedTradeData(q: Queryable, plan: TradeSeedPlan): Promise<void> {
  for (const inv of plan.invoices) {
    const own = { corpName: '', uscc: plan.uscc[inv.corpId] ?? '' };
    const v = verifyInvoice({
      invoice: { number: inv.number, issueDate: inv.issueDate, totalFen: inv.totalFen, buyerTaxNo: inv.buyerTaxNo, sellerTaxNo: inv.sellerTaxNo },
      own,
      sides: [],
      applicationDate: plan.businessDate,
      contractPeriods: [],
      heldElsewhereFen: 0n,
      occupyFen: 0n,
    });
    await insertInvoice(q, { ...inv, verifyStatus: v.status, checks: v.checks, verifiedAt: inv.at, userId: null }, inv.invoiceId);
  }
  for (const p of plan.packages) {
    const at = Date.parse(`${plan.businessDate}T00:00:00Z`);
    const packageNo = await insertPackage(q, {
      corpId: p.corpId,
      productType: 'CREDIT',
      purpose: p.purpose,
      status: 'SUBMITTED',
      businessDate: plan.businessDate,
      userId: p.userId,
      at,
      verdict: p.verdict,
      verdictComment: p.verdictComment,
    });
    await insertPackageCredits(q, packageNo, p.creditNos);
    for (const [i, contractId] of p.contractIds.entries())
      await insertLink(q, { packageNo, docType: 'CONTRACT', docId: contractId, sort: i, occupyFen: null, state: 'NONE' });
    for (const [i, l] of p.invoices.entries())
      await insertLink(q, { packageNo, docType: 'INVOICE', docId: l.invoiceId, sort: i, occupyFen: l.occupyFen, state: l.state });
  }
}

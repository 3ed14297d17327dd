import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { absPayableBatchSchema } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';

export interface InvoiceUseValues {
  invoiceId: string;
  occupyAmount: string;
}
export interface PayableValues {
  creditorCorpId: string;
  amount: string;
  dueDate: string;
  contractNo: string;
  invoices: InvoiceUseValues[];
  remark: string;
}
/** The form of 应付账款登记: the request of `absEndpoints.register` as the operator fills it in. */
export interface PayableBatchValues {
  payables: PayableValues[];
}
/** The request as the contract's schema parses it: exactly the body sent. */
export type PayableBatchRequest = z.output<typeof absPayableBatchSchema>;

export const emptyInvoice = (): InvoiceUseValues => ({ invoiceId: '', occupyAmount: '' });
export const emptyPayable = (): PayableValues => ({ creditorCorpId: '', amount: '', dueDate: '', contractNo: '', invoices: [emptyInvoice()], remark: '' });
export const newBatch = (): PayableBatchValues => ({ payables: [emptyPayable()] });

const fenOr0 = (v: string) => {
  try {
    return parseFen(v);
  } catch {
    return 0n;
  }
};

/** Σ 本次占用金额 of one payable, in fen (an unfinished amount counts 0). */
export const occupiedFen = (p: Pick<PayableValues, 'invoices'>): bigint => p.invoices.reduce((s, i) => s + fenOr0(i.occupyAmount), 0n);

/**
 * The contract's batch schema, with the rules the server checks on a payable's invoices in its words (domain-lines.md
 * §18.3): no invoice twice, Σ 本次占用金额 ≥ 应付账款金额. The working day and the 1–360 days are the date picker's.
 */
export const payableBatchResolver: Resolver<PayableBatchValues, unknown, PayableBatchRequest> = zodResolver(
  absPayableBatchSchema.superRefine((batch, ctx) => {
    batch.payables.forEach((p, i) => {
      const ids = p.invoices.map((v) => v.invoiceId);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['payables', i, 'invoices'], message: '同一笔应付账款不能重复选择同一张发票' });
      } else if (occupiedFen(p) < parseFen(p.amount)) {
        ctx.addIssue({ code: 'custom', path: ['payables', i, 'invoices'], message: '本次占用金额合计不能小于应付账款金额' });
      }
    });
  }),
) as Resolver<PayableBatchValues, unknown, PayableBatchRequest>;

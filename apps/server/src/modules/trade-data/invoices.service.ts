import type { Page, TradeInvoice, invoiceInputSchema, invoicePageQuerySchema } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { z } from 'zod';
import { containingOrAll } from '../../platform/db/list-query';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from './trade-data.errors';
import * as repo from './trade-data.repo';
import type { InvoiceRow } from './trade-data.repo';
import { toInvoice } from './trade-data.view';
import { verifyInvoice } from './verification';
import type { Party } from './verification';
import { checkFiles, found, party, scope, windowOf, withFiles } from './trade-data.access';
import { sidesOf } from './parties.service';
/** 发票管理 (domain.md §8): invoices verified on save (查验), with each check. */

const invoicesWithFiles = (q: Queryable, rows: readonly InvoiceRow[]) => withFiles(q, 'INVOICE', rows, (r) => r.invoice_id, toInvoice);

interface InvoiceContext {
  sides: Array<{ seller: Party; buyer: Party }>;
  contractPeriods: Array<{ contractNo: string; signDate: string; endDate: string }>;
}

export async function contextFor(
  q: Queryable,
  corpId: string,
  creditNos: readonly string[],
  contractIds: readonly string[],
  purpose: 'FINANCE' | 'ISSUE' | null,
): Promise<InvoiceContext> {
  const sides: InvoiceContext['sides'] = [];
  for (const creditNo of creditNos) {
    const [credit] = purpose
      ? await repo.backableAmong(q, corpId, purpose, [creditNo])
      : [...(await repo.backableAmong(q, corpId, 'FINANCE', [creditNo])), ...(await repo.backableAmong(q, corpId, 'ISSUE', [creditNo]))];
    if (!credit) throw refuse.notFound('凭证');
    sides.push(await sidesOf(q, corpId, credit));
  }
  const contracts = contractIds.length ? await repo.contractsOfCorp(q, corpId, contractIds) : [];
  if (contracts.length !== new Set(contractIds).size) throw refuse.notFound('合同');
  return { sides, contractPeriods: contracts.map((c) => ({ contractNo: c.contract_no, signDate: c.sign_date, endDate: c.end_date })) };
}

/** Save an invoice and verify it at once (查验 on save, domain.md §8); the answer carries the verdict and each check. */
export async function createInvoice(env: ServiceEnv, actor: Actor, input: z.output<typeof invoiceInputSchema>): Promise<TradeInvoice> {
  const corpId = scope(actor);
  const context = await contextFor(env.db, corpId, input.creditNo ? [input.creditNo] : [], input.contractId ? [input.contractId] : [], null);
  await checkFiles(env, actor, input.fileIds);
  const totalFen = parseFen(input.total);
  const own = await party(env.db, corpId);
  // Only a party of the invoice registers it (issue 26 item 4): anyone else would block the parties' own upload and learn
  // that a number exists. Refused before the number is looked up, with the same words whether it exists or not.
  if (input.buyerTaxNo !== own.uscc && input.sellerTaxNo !== own.uscc) throw refuse.notInvoiceParty(own.corpName);
  const verification = verifyInvoice({
    invoice: { number: input.number, issueDate: input.issueDate, totalFen, buyerTaxNo: input.buyerTaxNo, sellerTaxNo: input.sellerTaxNo },
    own,
    ...context,
    applicationDate: env.businessDate,
    heldElsewhereFen: 0n,
    occupyFen: 0n,
  });
  return env.db.transaction(async (tx) => {
    if (await repo.invoiceTaken(tx, input.code, input.number)) throw refuse.invoiceTaken(input.number);
    const invoiceId = await repo.insertInvoice(tx, {
      corpId,
      type: input.type,
      code: input.code,
      number: input.number,
      issueDate: input.issueDate,
      amountExTaxFen: parseFen(input.amountExTax),
      taxFen: parseFen(input.tax),
      totalFen,
      checkCodeLast6: input.checkCodeLast6,
      buyerName: input.buyerName,
      buyerTaxNo: input.buyerTaxNo,
      sellerName: input.sellerName,
      sellerTaxNo: input.sellerTaxNo,
      verifyStatus: verification.status,
      checks: verification.checks,
      verifiedAt: env.now,
      userId: actor.userId,
      at: env.now,
    });
    await repo.insertDocFiles(tx, 'INVOICE', invoiceId, input.fileIds);
    return invoiceView(tx, corpId, invoiceId);
  });
}

const invoiceView = async (q: Queryable, corpId: string, invoiceId: string): Promise<TradeInvoice> =>
  found(invoicesWithFiles(q, await repo.invoicesOfCorp(q, corpId, [invoiceId])), '发票');

export const getInvoice = (env: ServiceEnv, actor: Actor, invoiceId: string): Promise<TradeInvoice> => invoiceView(env.db, scope(actor), invoiceId);

export async function pageOfInvoices(env: ServiceEnv, actor: Actor, query: z.output<typeof invoicePageQuerySchema>): Promise<Page<TradeInvoice>> {
  const f = { pattern: containingOrAll(query.filters?.keyword), type: query.filters?.type ?? null, verifyStatus: query.filters?.verifyStatus ?? null };
  const { rows, count } = await repo.pageInvoices(env.db, scope(actor), f, windowOf(query));
  return { rows: await invoicesWithFiles(env.db, rows), total: count };
}

// ---- other documents and authorisation letters ----

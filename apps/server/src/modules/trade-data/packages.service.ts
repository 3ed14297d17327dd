import { VERIFY_REASON_LABEL } from '@scf/api/contract';
import type { Page, PackageDetail, PackageSummary, packageInputSchema, packagePageQuerySchema } from '@scf/api/contract';
import { fenToDecimal, formatFen, parseFen } from '@scf/api/money';
import type { z } from 'zod';
import { containingOrAll } from '../../platform/db/list-query';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from './trade-data.errors';
import * as repo from './trade-data.repo';
import type { BackableCreditRow, InvoiceRow, LinkRow, PackageRow } from './trade-data.repo';
import { amount, filesByDoc, toContract, toDocument, toInvoice } from './trade-data.view';
import { failureReason, verifyInvoice } from './verification';
import { party, readablePackage, scope, windowOf } from './trade-data.access';
import { contextFor } from './invoices.service';
import { creditView } from './parties.service';
/** 融资资料 packages (domain.md §8): built from contracts, invoices and documents, submitted, read by the bank; the datum verdict. */

function assertDistinct(ids: readonly string[], what: string): void {
  if (new Set(ids).size !== ids.length) throw refuse.duplicate(what);
}

/**
 * 新增融资资料 / 新增开立资料: the credits it backs, its documents and 本次占用金额 per invoice. 保存 keeps a draft
 * (nothing reserved); 提交 needs a contract and an invoice, verifies every invoice again with the package's context
 * (parties of the credits, periods of the contracts, what other packages hold) and reserves the amounts — under a lock
 * on the invoices, so two packages never reserve more than an invoice is worth (check 4).
 */
export async function createPackage(env: ServiceEnv, actor: Actor, input: z.output<typeof packageInputSchema>): Promise<PackageDetail> {
  const corpId = scope(actor);
  const invoiceIds = input.invoices.map((i) => i.invoiceId);
  assertDistinct(input.creditNos, '凭证');
  assertDistinct(input.contractIds, '合同');
  assertDistinct(invoiceIds, '发票');
  assertDistinct(input.documentIds, '资料');
  if (input.submit && input.contractIds.length === 0) throw refuse.needContract();
  if (input.submit && invoiceIds.length === 0) throw refuse.needInvoice();
  const credits = await repo.backableAmong(env.db, corpId, input.purpose, input.creditNos);
  if (credits.length !== input.creditNos.length || credits.some((c) => c.product_type !== input.productType)) throw refuse.notFound('凭证');
  const documents = await repo.documentsOfCorp(env.db, corpId, input.documentIds);
  if (documents.length !== input.documentIds.length) throw refuse.notFound('资料');
  const context = await contextFor(env.db, corpId, input.creditNos, input.contractIds, input.purpose);
  const own = await party(env.db, corpId);

  return env.db.transaction(async (tx) => {
    if (input.submit) await repo.lockInvoices(tx, invoiceIds);
    const invoices = new Map((await repo.invoicesOfCorp(tx, corpId, invoiceIds)).map((r) => [r.invoice_id, r]));
    if (invoices.size !== invoiceIds.length) throw refuse.notFound('发票');
    const held = await repo.heldElsewhere(tx, invoiceIds, null);
    if (input.submit) {
      for (const link of input.invoices) {
        const row = invoices.get(link.invoiceId)!;
        const occupyFen = parseFen(link.occupyAmount);
        const heldFen = held.get(link.invoiceId) ?? 0n;
        const v = verifyInvoice({
          invoice: {
            number: row.invoice_number,
            issueDate: row.issue_date,
            totalFen: repo.fenOf(row.total_fen),
            buyerTaxNo: row.buyer_tax_no,
            sellerTaxNo: row.seller_tax_no,
          },
          own,
          ...context,
          applicationDate: env.businessDate,
          heldElsewhereFen: heldFen,
          occupyFen,
        });
        await repo.updateVerification(tx, row.invoice_id, v.status, v.checks, env.now);
        if (v.status !== 'VERIFIED') throw refuse.notVerified(row.invoice_number, failureReason(v));
        const available = repo.fenOf(row.total_fen) - heldFen;
        if (occupyFen > available) throw refuse.overOccupied(row.invoice_number, formatFen(available > 0n ? available : 0n));
      }
    }
    const packageNo = await repo.insertPackage(tx, {
      corpId,
      productType: input.productType,
      purpose: input.purpose,
      status: input.submit ? 'SUBMITTED' : 'DRAFT',
      businessDate: env.businessDate,
      userId: actor.userId,
      at: env.now,
    });
    await repo.insertPackageCredits(tx, packageNo, input.creditNos);
    for (const [i, contractId] of input.contractIds.entries())
      await repo.insertLink(tx, { packageNo, docType: 'CONTRACT', docId: contractId, sort: i, occupyFen: null, state: 'NONE' });
    for (const [i, link] of input.invoices.entries()) {
      await repo.insertLink(tx, {
        packageNo,
        docType: 'INVOICE',
        docId: link.invoiceId,
        sort: i,
        occupyFen: parseFen(link.occupyAmount),
        state: input.submit ? 'RESERVED' : 'NONE',
      });
    }
    for (const [i, doc] of documents.entries())
      await repo.insertLink(tx, { packageNo, docType: doc.kind, docId: doc.doc_id, sort: i, occupyFen: null, state: 'NONE' });
    return packageDetail(tx, corpId, packageNo);
  });
}

interface Verdict {
  verdict: 'PASS' | 'REJECT' | 'PENDING';
  comment: string;
}

/** The bank's verdict when it has given one; else what the automatic checks say (domain.md §8, spec §7). */
function verdictOf(pkg: PackageRow, invoices: readonly InvoiceRow[]): Verdict {
  if (pkg.verdict) return { verdict: pkg.verdict, comment: pkg.verdict_comment };
  if (pkg.status === 'DRAFT') return { verdict: 'PENDING', comment: '融资资料尚未提交' };
  const failed = invoices.find((i) => i.verify_status !== 'VERIFIED');
  if (failed) {
    const reason =
      failed.verify_status === 'MISMATCH' || failed.verify_status === 'UNVERIFIED' ? '发票信息不符' : VERIFY_REASON_LABEL[failed.verify_status as 'NOT_FOUND'];
    return { verdict: 'REJECT', comment: `发票${failed.invoice_number}查验不通过（${reason}）` };
  }
  return { verdict: 'PASS', comment: '贸易资料查验通过' };
}

async function summaries(
  q: Queryable,
  corpId: string,
  pkgs: readonly PackageRow[],
): Promise<Array<{ summary: PackageSummary; links: LinkRow[]; invoices: Map<string, InvoiceRow>; comment: string }>> {
  const nos = pkgs.map((p) => p.package_no);
  const links = await repo.linksOf(q, nos);
  const credits = await repo.creditsOfPackages(q, nos);
  const invoiceIds = [...new Set(links.filter((l) => l.doc_type === 'INVOICE').map((l) => l.doc_id))];
  const invoices = new Map((await repo.invoicesOfCorp(q, corpId, invoiceIds)).map((r) => [r.invoice_id, r]));
  return pkgs.map((p) => {
    const own = links.filter((l) => l.package_no === p.package_no);
    const ownInvoices = own.filter((l) => l.doc_type === 'INVOICE').flatMap((l) => invoices.get(l.doc_id) ?? []);
    const verdict = verdictOf(p, ownInvoices);
    const occupy = own.reduce((sum, l) => sum + (l.occupy_fen === null ? 0n : repo.fenOf(l.occupy_fen)), 0n);
    return {
      links: own,
      invoices,
      comment: verdict.comment,
      summary: {
        packageNo: p.package_no,
        purpose: p.purpose,
        productType: p.product_type,
        status: p.status,
        creditNos: credits.filter((c) => c.package_no === p.package_no).map((c) => c.credit_no),
        contractCount: own.filter((l) => l.doc_type === 'CONTRACT').length,
        invoiceCount: ownInvoices.length,
        documentCount: own.filter((l) => l.doc_type === 'OTHER' || l.doc_type === 'AUTH').length,
        occupyTotal: fenToDecimal(occupy),
        allVerified: ownInvoices.length > 0 && ownInvoices.every((i) => i.verify_status === 'VERIFIED'),
        verdict: verdict.verdict,
        createdAt: toNumber(p.created_at),
        submittedAt: p.submitted_at === null ? null : toNumber(p.submitted_at),
      },
    };
  });
}

async function packageDetail(q: Queryable, corpId: string, packageNo: string): Promise<PackageDetail> {
  const pkg = await repo.packageOf(q, packageNo);
  if (!pkg || pkg.corp_id !== corpId) throw refuse.notFound('融资资料');
  const [s] = await summaries(q, corpId, [pkg]);
  const { summary, links, invoices, comment } = s!;
  const ids = (t: LinkRow['doc_type']) => links.filter((l) => l.doc_type === t).map((l) => l.doc_id);
  const contracts = new Map((await repo.contractsOfCorp(q, corpId, ids('CONTRACT'))).map((r) => [r.contract_id, r]));
  const docIds = [...ids('OTHER'), ...ids('AUTH')];
  const documents = new Map((await repo.documentsOfCorp(q, corpId, docIds)).map((r) => [r.doc_id, r]));
  const contractFiles = filesByDoc(await repo.filesOfDocs(q, 'CONTRACT', ids('CONTRACT')));
  const invoiceFiles = filesByDoc(await repo.filesOfDocs(q, 'INVOICE', ids('INVOICE')));
  const docFiles = filesByDoc([...(await repo.filesOfDocs(q, 'OTHER', ids('OTHER'))), ...(await repo.filesOfDocs(q, 'AUTH', ids('AUTH')))]);
  const creditRows = await q.query<BackableCreditRow>(
    `SELECT c.credit_no, c.product_type, c.issuer_corp_id, i.corp_name AS issuer_name, c.holder_corp_id, h.corp_name AS holder_name, c.original_holder_corp_id,
      c.parent_no,
            c.amount_fen, c.due_date, c.status
       FROM credit c JOIN corp i ON i.corp_id = c.issuer_corp_id JOIN corp h ON h.corp_id = c.holder_corp_id WHERE c.credit_no = ANY($1::text[])
         ORDER BY c.credit_no`,
    [summary.creditNos],
  );
  return {
    ...summary,
    credits: creditRows.map(creditView),
    contracts: ids('CONTRACT').flatMap((id) => {
      const r = contracts.get(id);
      return r ? [toContract(r, contractFiles(id))] : [];
    }),
    invoices: links
      .filter((l) => l.doc_type === 'INVOICE')
      .flatMap((l) => {
        const r = invoices.get(l.doc_id);
        return r ? [{ invoice: toInvoice(r, invoiceFiles(l.doc_id)), occupyAmount: amount(l.occupy_fen), occupyState: l.occupy_state }] : [];
      }),
    documents: docIds.flatMap((id) => {
      const r = documents.get(id);
      return r ? [toDocument(r, docFiles(id))] : [];
    }),
    verdictComment: comment,
  };
}

export async function getPackage(env: ServiceEnv, actor: Actor, packageNo: string): Promise<PackageDetail> {
  const pkg = await repo.packageOf(env.db, packageNo);
  if (!readablePackage(actor, pkg)) throw refuse.notFound('融资资料');
  return packageDetail(env.db, pkg.corp_id, packageNo);
}

export async function pageOfPackages(env: ServiceEnv, actor: Actor, query: z.output<typeof packagePageQuerySchema>): Promise<Page<PackageSummary>> {
  const f = { productType: query.filters?.productType ?? 'CREDIT', purpose: query.filters?.purpose ?? null, pattern: containingOrAll(query.filters?.keyword) };
  const { rows, count } = await repo.pagePackages(env.db, scope(actor), f, windowOf(query));
  return { rows: (await summaries(env.db, scope(actor), rows)).map((s) => s.summary), total: count };
}

/**
 * `…/datum/sync/verdict?fkCredit` (spec §7): the verdict of the trade data the actor's corporation bound to a credit
 * it is party to — its newest package for it, submitted ones first. No package yet: PENDING.
 */
export async function datumVerdict(
  env: ServiceEnv,
  actor: Actor,
  creditNo: string,
  productType: 'CREDIT' | 'VOUCHER',
): Promise<{ verdict: Verdict['verdict']; comment: string }> {
  const credit = await repo.visibleCredit(env.db, scope(actor), creditNo);
  if (!credit || credit.product_type !== productType) throw refuse.notFound('凭证');
  return datumVerdictOf(env.db, scope(actor), creditNo);
}

/** The verdict of the corporation's newest package for a credit (PENDING 暂无贸易资料 without one): the finance rules read it too (§17.5). */
export async function datumVerdictOf(q: Queryable, corpId: string, creditNo: string): Promise<{ verdict: Verdict['verdict']; comment: string }> {
  const pkg = await repo.latestPackageOfCredit(q, corpId, creditNo);
  if (!pkg) return { verdict: 'PENDING', comment: '暂无贸易资料' };
  const [s] = await summaries(q, corpId, [pkg]);
  return { verdict: s!.summary.verdict, comment: s!.comment };
}

import { VERIFY_REASON_LABEL, pageWindow } from '@scf/api/contract';
import type {
  BackableCredit,
  Page,
  PackageDetail,
  PackageSummary,
  SortOrder,
  TradeContract,
  TradeDocument,
  TradeFile,
  TradeInvoice,
  TradeParty,
  contractInputSchema,
  contractPageQuerySchema,
  documentInputSchema,
  documentPageQuerySchema,
  invoiceInputSchema,
  invoicePageQuerySchema,
  packageInputSchema,
  packagePageQuerySchema,
} from '@scf/api/contract';
import { fenToDecimal, formatFen, parseFen } from '@scf/api/money';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { ownedFiles } from '../files';
import { refuse } from './trade-data.errors';
import * as repo from './trade-data.repo';
import type { BackableCreditRow, ContractRow, DocKindCode, InvoiceRow, LinkRow, PackageRow, PageWindow } from './trade-data.repo';
import { amount, filesByDoc, toContract, toDocument, toInvoice } from './trade-data.view';
import { failureReason, verifyInvoice } from './verification';
import type { Party } from './verification';

/**
 * Whose trade data the actor reads: its own corporation's, on every read and write. The seam for the bank's reviewer
 * (issue 14 part 3): a package bound to a financing the bank reviews becomes readable through that link — widen
 * {@link readablePackage} there, never the list queries.
 */
const scope = (actor: Actor): string => actor.corpId;

/** A package the actor may read: its corporation's own (see {@link scope}). */
function readablePackage(actor: Actor, pkg: PackageRow | undefined): pkg is PackageRow {
  return !!pkg && pkg.corp_id === scope(actor);
}

async function party(q: Queryable, corpId: string): Promise<Party> {
  const corp = await repo.corpOf(q, corpId);
  if (!corp) throw refuse.notFound('企业');
  return { corpName: corp.corp_name, uscc: corp.uscc };
}

/** The files must be the uploader's own uploads (so its corporation's); anything else is refused as a whole. */
async function checkFiles(env: ServiceEnv, actor: Actor, fileIds: readonly string[]): Promise<void> {
  if (new Set(fileIds).size !== fileIds.length) throw refuse.duplicate('文件');
  const owned = await ownedFiles(env.db, actor.userId, fileIds);
  if (owned.length !== fileIds.length) throw refuse.files();
}

export async function listParties(env: ServiceEnv, actor: Actor): Promise<TradeParty[]> {
  return (await repo.partiesOf(env.db, scope(actor))).map((r) => ({ corpId: r.corp_id, corpName: r.corp_name, uscc: r.uscc, own: r.own }));
}

/** The sides an invoice backing this credit must name (domain.md §8 check 3). */
async function sidesOf(q: Queryable, corpId: string, credit: BackableCreditRow): Promise<{ seller: Party; buyer: Party }> {
  if (credit.holder_corp_id === corpId && credit.issuer_corp_id !== corpId)
    return { seller: await party(q, corpId), buyer: await party(q, await repo.chainCounterparty(q, credit)) };
  return { seller: await party(q, credit.original_holder_corp_id), buyer: await party(q, credit.issuer_corp_id) };
}

export async function listBackableCredits(
  env: ServiceEnv,
  actor: Actor,
  body: { purpose: 'FINANCE' | 'ISSUE'; productType: 'CREDIT' | 'VOUCHER' },
): Promise<BackableCredit[]> {
  const rows = await repo.backableCredits(env.db, scope(actor), body.purpose, body.productType);
  const out: BackableCredit[] = [];
  for (const r of rows) {
    const sides = await sidesOf(env.db, scope(actor), r);
    const other = body.purpose === 'FINANCE' ? sides.buyer : sides.seller;
    out.push({ ...creditView(r), counterpartyName: other.corpName, counterpartyUscc: other.uscc });
  }
  return out;
}

const creditView = (r: BackableCreditRow) => ({
  creditNo: r.credit_no,
  issuerName: r.issuer_name,
  holderName: r.holder_name,
  amount: amount(r.amount_fen),
  dueDate: r.due_date,
  status: r.status,
});

// ---- contracts ----

export async function createContract(env: ServiceEnv, actor: Actor, input: z.output<typeof contractInputSchema>): Promise<TradeContract> {
  const corpId = scope(actor);
  if (input.buyerCorpId !== corpId && input.sellerCorpId !== corpId) throw refuse.ownParty();
  const parties = new Map((await repo.partiesOf(env.db, corpId)).map((p) => [p.corp_id, p]));
  const other = input.buyerCorpId === corpId ? input.sellerCorpId : input.buyerCorpId;
  if (!parties.has(other)) {
    const corp = await repo.corpOf(env.db, other);
    if (!corp) throw refuse.notFound('企业');
    throw refuse.notCounterparty(corp.corp_name);
  }
  await checkFiles(env, actor, input.fileIds);
  return env.db.transaction(async (tx) => {
    if (await repo.contractNoTaken(tx, corpId, input.contractNo)) throw refuse.contractNoTaken(input.contractNo);
    const contractId = await repo.insertContract(tx, { ...input, corpId, amountFen: parseFen(input.amount), userId: actor.userId, at: env.now });
    await repo.insertDocFiles(tx, 'CONTRACT', contractId, input.fileIds);
    return contractView(tx, corpId, contractId);
  });
}

/** Rows of one kind as the contract shows them, each with its files (read in one query). */
async function withFiles<R, T>(
  q: Queryable,
  kind: DocKindCode,
  rows: readonly R[],
  idOf: (row: R) => string,
  view: (row: R, files: TradeFile[]) => T,
): Promise<T[]> {
  const files = filesByDoc(await repo.filesOfDocs(q, kind, rows.map(idOf)));
  return rows.map((r) => view(r, files(idOf(r))));
}

const contractsWithFiles = (q: Queryable, rows: readonly ContractRow[]) => withFiles(q, 'CONTRACT', rows, (r) => r.contract_id, toContract);
const invoicesWithFiles = (q: Queryable, rows: readonly InvoiceRow[]) => withFiles(q, 'INVOICE', rows, (r) => r.invoice_id, toInvoice);

/** The one row a lookup by id found, or 404 naming `what`. */
async function found<T>(rows: Promise<readonly T[]>, what: Parameters<typeof refuse.notFound>[0]): Promise<T> {
  const [row] = await rows;
  if (!row) throw refuse.notFound(what);
  return row;
}

/** The page a list query asks for, in its sort order. */
const windowOf = (query: { page: number; size: number; sort?: { order: SortOrder } | undefined }): PageWindow => ({
  ...pageWindow(query),
  order: query.sort?.order ?? null,
});

const contractView = async (q: Queryable, corpId: string, contractId: string): Promise<TradeContract> =>
  found(contractsWithFiles(q, await repo.contractsOfCorp(q, corpId, [contractId])), '合同');

export const getContract = (env: ServiceEnv, actor: Actor, contractId: string): Promise<TradeContract> => contractView(env.db, scope(actor), contractId);

export async function pageOfContracts(env: ServiceEnv, actor: Actor, query: z.output<typeof contractPageQuerySchema>): Promise<Page<TradeContract>> {
  const { rows, count } = await repo.pageContracts(env.db, scope(actor), repo.containing(query.filters?.keyword), windowOf(query));
  return { rows: await contractsWithFiles(env.db, rows), total: count };
}

// ---- invoices ----

interface InvoiceContext {
  sides: Array<{ seller: Party; buyer: Party }>;
  contractPeriods: Array<{ contractNo: string; signDate: string; endDate: string }>;
}

async function contextFor(
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
  const verification = verifyInvoice({
    invoice: { number: input.number, issueDate: input.issueDate, totalFen, buyerTaxNo: input.buyerTaxNo, sellerTaxNo: input.sellerTaxNo },
    own: await party(env.db, corpId),
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
  const f = { pattern: repo.containing(query.filters?.keyword), type: query.filters?.type ?? null, verifyStatus: query.filters?.verifyStatus ?? null };
  const { rows, count } = await repo.pageInvoices(env.db, scope(actor), f, windowOf(query));
  return { rows: await invoicesWithFiles(env.db, rows), total: count };
}

// ---- other documents and authorisation letters ----

export async function createDocument(env: ServiceEnv, actor: Actor, input: z.output<typeof documentInputSchema>): Promise<TradeDocument> {
  const corpId = scope(actor);
  await checkFiles(env, actor, input.fileIds);
  return env.db.transaction(async (tx) => {
    const docId = await repo.insertDocument(tx, { ...input, corpId, userId: actor.userId, at: env.now });
    await repo.insertDocFiles(tx, input.kind, docId, input.fileIds);
    const [row] = await repo.documentsOfCorp(tx, corpId, [docId]);
    return toDocument(row!, filesByDoc(await repo.filesOfDocs(tx, input.kind, [docId]))(docId));
  });
}

export async function pageOfDocuments(env: ServiceEnv, actor: Actor, query: z.output<typeof documentPageQuerySchema>): Promise<Page<TradeDocument>> {
  const { rows, count } = await repo.pageDocuments(
    env.db,
    scope(actor),
    { kind: query.filters?.kind ?? null, pattern: repo.containing(query.filters?.keyword) },
    windowOf(query),
  );
  const other = filesByDoc(
    await repo.filesOfDocs(
      env.db,
      'OTHER',
      rows.map((r) => r.doc_id),
    ),
  );
  const auth = filesByDoc(
    await repo.filesOfDocs(
      env.db,
      'AUTH',
      rows.map((r) => r.doc_id),
    ),
  );
  return { rows: rows.map((r) => toDocument(r, (r.kind === 'AUTH' ? auth : other)(r.doc_id))), total: count };
}

// ---- packages ----

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
    `SELECT c.credit_no, c.product_type, c.issuer_corp_id, i.corp_name AS issuer_name, c.holder_corp_id, h.corp_name AS holder_name, c.original_holder_corp_id, c.parent_no,
            c.amount_fen, c.due_date, c.status
       FROM credit c JOIN corp i ON i.corp_id = c.issuer_corp_id JOIN corp h ON h.corp_id = c.holder_corp_id WHERE c.credit_no = ANY($1::text[]) ORDER BY c.credit_no`,
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
  const f = { productType: query.filters?.productType ?? 'CREDIT', purpose: query.filters?.purpose ?? null, pattern: repo.containing(query.filters?.keyword) };
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
  const pkg = await repo.latestPackageOfCredit(env.db, scope(actor), creditNo);
  if (!pkg) return { verdict: 'PENDING', comment: '暂无贸易资料' };
  const [s] = await summaries(env.db, scope(actor), [pkg]);
  return { verdict: s!.summary.verdict, comment: s!.comment };
}

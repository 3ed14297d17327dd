/**
 * What financing (domain.md §7.7, issue 14 part 3) takes from trade data: the package that backs a finance app with
 * its invoices and 本次占用金额, the occupation at funding and its release on rejection. Call these inside the
 * financing's own transaction (`q` is that transaction): they change invoice rows under their locks.
 */
import type { TradeFile, VerifyStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { refuse } from './trade-data.errors';
import { creditsOfPackages, fenOf, linksOf, lockInvoices, packageOf } from './trade-data.repo';
import type { DocFileRow } from './trade-data.repo';
import { toTradeFile } from './trade-data.view';

export interface FinancePackageInvoice {
  invoiceId: string;
  number: string;
  verifyStatus: VerifyStatus;
  totalFen: bigint;
  occupyFen: bigint;
  occupyState: 'NONE' | 'RESERVED' | 'OCCUPIED' | 'RELEASED';
}

export interface FinancePackage {
  packageNo: string;
  corpId: string;
  status: 'DRAFT' | 'SUBMITTED';
  purpose: 'FINANCE' | 'ISSUE';
  creditNos: string[];
  invoices: FinancePackageInvoice[];
  /** Σ occupyAmount of the invoices (to compare with the finance amount: Σ ≥ financeAmount). */
  occupyTotalFen: bigint;
  /** Every invoice VERIFIED (and at least one). */
  allVerified: boolean;
}

/** The package of `corpId` (the applicant) with its invoices, or null when it is not that corporation's. */
export async function packageForFinance(q: Queryable, packageNo: string, corpId: string): Promise<FinancePackage | null> {
  const pkg = await packageOf(q, packageNo);
  if (!pkg || pkg.corp_id !== corpId) return null;
  const links = (await linksOf(q, [packageNo])).filter((l) => l.doc_type === 'INVOICE');
  const rows = await q.query<{ invoice_id: string; invoice_number: string; verify_status: VerifyStatus; total_fen: unknown }>(
    'SELECT invoice_id, invoice_number, verify_status, total_fen FROM trade_invoice WHERE invoice_id = ANY($1::text[])',
    [links.map((l) => l.doc_id)],
  );
  const byId = new Map(rows.map((r) => [r.invoice_id, r]));
  const invoices = links.flatMap((l) => {
    const r = byId.get(l.doc_id);
    return r
      ? [
          {
            invoiceId: r.invoice_id,
            number: r.invoice_number,
            verifyStatus: r.verify_status,
            totalFen: fenOf(r.total_fen),
            occupyFen: fenOf(l.occupy_fen),
            occupyState: l.occupy_state,
          },
        ]
      : [];
  });
  return {
    packageNo,
    corpId: pkg.corp_id,
    status: pkg.status,
    purpose: pkg.purpose,
    creditNos: (await creditsOfPackages(q, [packageNo])).map((c) => c.credit_no),
    invoices,
    occupyTotalFen: invoices.reduce((s, i) => s + i.occupyFen, 0n),
    allVerified: invoices.length > 0 && invoices.every((i) => i.verifyStatus === 'VERIFIED'),
  };
}

/**
 * 融资申请 (§7.7, issue 26 item 3): the application `appNo` takes the package. The package row is locked first, so two
 * applications on one package run one after the other; the conditional update is the second guard — every reserved
 * invoice link of the package must still be free, and each one then records the application that holds it. A package
 * already held (or partly released) is refused and the caller's transaction rolls back.
 */
export async function claimPackage(q: Queryable, packageNo: string, appNo: string): Promise<void> {
  await lockPackage(q, packageNo);
  const links = (await linksOf(q, [packageNo])).filter((l) => l.doc_type === 'INVOICE');
  const taken = await q.query(
    `UPDATE trade_data_link SET app_no = $2 WHERE package_no = $1 AND doc_type = 'INVOICE' AND occupy_state = 'RESERVED' AND app_no IS NULL
      RETURNING doc_id`,
    [packageNo, appNo],
  );
  if (taken.length === 0 || taken.length !== links.length) throw refuse.rule('该融资资料已用于其他融资申请');
}

/** The package row under its lock (融资申请 and its checks run one at a time per package). */
export async function lockPackage(q: Queryable, packageNo: string): Promise<void> {
  await q.query('SELECT package_no FROM trade_package WHERE package_no = $1 FOR UPDATE', [packageNo]);
}

/**
 * Funding (§7.7 step 5): the invoices the application reserved become occupied, `occupiedAmount += occupyAmount`.
 * The conditional updates are the guard against a second occupation: a package occupied twice, links another
 * application holds, or an invoice that would exceed its total, are refused and the caller's transaction rolls back.
 */
export async function occupyInvoices(q: Queryable, packageNo: string, appNo: string): Promise<void> {
  await q.transaction(async (tx) => {
    const pkg = await packageOf(tx, packageNo);
    if (!pkg) throw refuse.notFound('融资资料');
    if (pkg.status !== 'SUBMITTED') throw refuse.notSubmitted(packageNo);
    const links = (await linksOf(tx, [packageNo])).filter((l) => l.doc_type === 'INVOICE');
    await lockInvoices(
      tx,
      links.map((l) => l.doc_id),
    );
    const taken = await tx.query<{ doc_id: string; occupy_fen: unknown }>(
      `UPDATE trade_data_link SET occupy_state = 'OCCUPIED' WHERE package_no = $1 AND doc_type = 'INVOICE' AND occupy_state = 'RESERVED' AND app_no = $2
        RETURNING doc_id, occupy_fen`,
      [packageNo, appNo],
    );
    if (taken.length === 0 || taken.length !== links.length) throw refuse.occupyState(packageNo);
    for (const t of taken) {
      const done = await tx.query(
        'UPDATE trade_invoice SET occupied_fen = occupied_fen + $2 WHERE invoice_id = $1 AND occupied_fen + $2 <= total_fen RETURNING invoice_id',
        [t.doc_id, String(fenOf(t.occupy_fen))],
      );
      if (done.length === 0) throw refuse.rule(`发票${t.doc_id}的占用金额将超过价税合计，不能放款`);
    }
  });
}

/**
 * An application that ended without funding (§7.7): the invoices *it* held are freed — reserved amounts no longer
 * count, occupied ones are given back. Links another application holds stay as they are; releasing twice changes
 * nothing.
 */
export async function releaseInvoices(q: Queryable, packageNo: string, appNo: string): Promise<void> {
  await q.transaction(async (tx) => {
    const links = (await linksOf(tx, [packageNo])).filter((l) => l.doc_type === 'INVOICE' && l.app_no === appNo);
    await lockInvoices(
      tx,
      links.map((l) => l.doc_id),
    );
    const held = await tx.query<{ doc_id: string; occupy_fen: unknown; occupy_state: string }>(
      `SELECT doc_id, occupy_fen, occupy_state FROM trade_data_link WHERE package_no = $1 AND doc_type = 'INVOICE' AND app_no = $2
        AND occupy_state IN ('RESERVED', 'OCCUPIED') FOR UPDATE`,
      [packageNo, appNo],
    );
    await tx.query(
      `UPDATE trade_data_link SET occupy_state = 'RELEASED' WHERE package_no = $1 AND doc_type = 'INVOICE' AND app_no = $2
        AND occupy_state IN ('RESERVED', 'OCCUPIED')`,
      [packageNo, appNo],
    );
    for (const f of held) {
      if (f.occupy_state === 'OCCUPIED')
        await tx.query('UPDATE trade_invoice SET occupied_fen = occupied_fen - $2 WHERE invoice_id = $1', [f.doc_id, String(fenOf(f.occupy_fen))]);
    }
  });
}

/** The reviewing bank's verdict on a package (PASS / REJECT / PENDING with a comment), read by the datum verdict call. */
export async function setPackageVerdict(q: Queryable, packageNo: string, verdict: 'PASS' | 'REJECT' | 'PENDING', comment: string): Promise<void> {
  await q.query('UPDATE trade_package SET verdict = $2, verdict_comment = $3 WHERE package_no = $1', [packageNo, verdict, comment]);
}

/** The package's verdict as the bank left it (PASS / REJECT / PENDING). */
export const packageVerdict = async (q: Queryable, packageNo: string): Promise<string | null> =>
  (await q.query<{ verdict: string }>('SELECT verdict FROM trade_package WHERE package_no = $1', [packageNo]))[0]?.verdict ?? null;

/** Every file of the package's documents (contracts, invoices, other, authorisation) with its kind: what a financing's FI may read. */
export async function packageFiles(q: Queryable, packageNo: string): Promise<Array<TradeFile & { docType: 'CONTRACT' | 'INVOICE' | 'OTHER' | 'AUTH' }>> {
  const rows = await q.query<DocFileRow & { doc_type: 'CONTRACT' | 'INVOICE' | 'OTHER' | 'AUTH' }>(
    `SELECT l.doc_type, f.doc_id, f.file_id, s.file_name, s.mime_type FROM trade_data_link l
       JOIN trade_doc_file f ON f.doc_type = l.doc_type AND f.doc_id = l.doc_id JOIN stored_file s ON s.file_id = f.file_id
      WHERE l.package_no = $1 ORDER BY l.sort, f.sort`,
    [packageNo],
  );
  return rows.map((r) => ({ ...toTradeFile(r), docType: r.doc_type }));
}

/** The ids of those files. */
export const packageFileIds = async (q: Queryable, packageNo: string): Promise<string[]> => [
  ...new Set((await packageFiles(q, packageNo)).map((f) => f.pkFile)),
];

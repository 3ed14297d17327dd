import type { Queryable } from '../../platform/db/db';
import type { DocKindCode } from './trade-data.repo';
import { paged } from './paging';
import type { PageWindow } from './paging';
import { paddedNextval } from '../../platform/db/serial-number';
/** Finance data packages (融资资料), their credits and their links to the documents. */

export interface PackageRow {
  package_no: string;
  corp_id: string;
  product_type: 'CREDIT' | 'VOUCHER';
  purpose: 'FINANCE' | 'ISSUE';
  status: 'DRAFT' | 'SUBMITTED';
  verdict: 'PASS' | 'REJECT' | 'PENDING' | null;
  verdict_comment: string;
  business_date: string;
  created_at: unknown;
  submitted_at: unknown;
}

export interface LinkRow {
  package_no: string;
  doc_type: DocKindCode;
  doc_id: string;
  sort: number;
  occupy_fen: unknown;
  occupy_state: 'NONE' | 'RESERVED' | 'OCCUPIED' | 'RELEASED';
  /** The financing that holds the invoice link (issue 26 item 3); null while no application holds it. */
  app_no: string | null;
}

export const packageOf = async (q: Queryable, packageNo: string): Promise<PackageRow | undefined> =>
  (await q.query<PackageRow>('SELECT * FROM trade_package WHERE package_no = $1', [packageNo]))[0];

export const linksOf = (q: Queryable, packageNos: readonly string[]): Promise<LinkRow[]> =>
  q.query<LinkRow>('SELECT * FROM trade_data_link WHERE package_no = ANY($1::text[]) ORDER BY package_no, doc_type, sort', [[...packageNos]]);

export const creditsOfPackages = (q: Queryable, packageNos: readonly string[]): Promise<Array<{ package_no: string; credit_no: string }>> =>
  q.query('SELECT package_no, credit_no FROM trade_package_credit WHERE package_no = ANY($1::text[]) ORDER BY package_no, credit_no', [[...packageNos]]);

export async function insertPackage(
  q: Queryable,
  p: {
    corpId: string;
    productType: string;
    purpose: string;
    status: string;
    businessDate: string;
    userId: string;
    at: number;
    verdict?: string | null;
    verdictComment?: string;
  },
): Promise<string> {
  const rows = await q.query<{ package_no: string }>(
    `INSERT INTO trade_package (package_no, corp_id, product_type, purpose, status, verdict, verdict_comment, business_date, created_by, created_at,
      submitted_at)
     VALUES ('TD' || replace($5, '-', '') || ${paddedNextval('trade_package_seq', 6)}, $1, $2, $3, $4, $6, $7, $5, $8, $9,
       CASE WHEN $4 = 'SUBMITTED' THEN $9::bigint END)
     RETURNING package_no`,
    [p.corpId, p.productType, p.purpose, p.status, p.businessDate, p.verdict ?? null, p.verdictComment ?? '', p.userId, p.at],
  );
  return rows[0]!.package_no;
}

export async function insertPackageCredits(q: Queryable, packageNo: string, creditNos: readonly string[]): Promise<void> {
  for (const creditNo of creditNos) await q.query('INSERT INTO trade_package_credit (package_no, credit_no) VALUES ($1, $2)', [packageNo, creditNo]);
}

export async function insertLink(
  q: Queryable,
  l: { packageNo: string; docType: DocKindCode; docId: string; sort: number; occupyFen: bigint | null; state: LinkRow['occupy_state'] },
): Promise<void> {
  await q.query('INSERT INTO trade_data_link (package_no, doc_type, doc_id, sort, occupy_fen, occupy_state) VALUES ($1, $2, $3, $4, $5, $6)', [
    l.packageNo,
    l.docType,
    l.docId,
    l.sort,
    l.occupyFen === null ? null : String(l.occupyFen),
    l.state,
  ]);
}

/** 上传资料: the corporation's packages of one product, by 编号 or a credit number. */
export const pagePackages = (q: Queryable, corpId: string, f: { productType: string; purpose: string | null; pattern: string }, w: PageWindow) =>
  paged<PackageRow>(
    q,
    'SELECT * FROM trade_package p',
    `p.corp_id = $1 AND p.product_type = $2 AND ($3::text IS NULL OR p.purpose = $3)
     AND (p.package_no LIKE $4 OR EXISTS (SELECT 1 FROM trade_package_credit pc WHERE pc.package_no = p.package_no AND pc.credit_no LIKE $4))`,
    `p.created_at ${w.order === 'asc' ? 'ASC' : 'DESC'}, p.package_no ${w.order === 'asc' ? 'ASC' : 'DESC'}`,
    [corpId, f.productType, f.purpose, f.pattern],
    w,
  );

/** The newest package of the corporation bound to a credit, submitted ones first. */
export const latestPackageOfCredit = async (q: Queryable, corpId: string, creditNo: string): Promise<PackageRow | undefined> =>
  (
    await q.query<PackageRow>(
      `SELECT p.* FROM trade_package p JOIN trade_package_credit pc ON pc.package_no = p.package_no
        WHERE pc.credit_no = $2 AND p.corp_id = $1 ORDER BY (p.status = 'SUBMITTED') DESC, p.created_at DESC, p.package_no DESC LIMIT 1`,
      [corpId, creditNo],
    )
  )[0];

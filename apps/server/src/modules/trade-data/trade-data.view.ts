import { fileEndpoints, fillPath } from '@scf/api/contract';
import type { TradeContract, TradeDocument, TradeFile, TradeInvoice, VerifyCheckResult } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { toNumber } from '../../platform/db/db';
import type { ContractRow, DocFileRow, DocumentRow, InvoiceRow } from './trade-data.repo';
import { fenOf } from './trade-data.repo';
import { yuanOf as amount } from '../../platform/db/fen-column';

export { amount };

/** A stored file as the screens show it: previewed through its snapshot link, never by name. */
export const toTradeFile = (r: DocFileRow): TradeFile => ({
  pkFile: r.file_id,
  url: fillPath(fileEndpoints.snapshot.path, { id: r.file_id, type: 'ORIGINAL' }),
  mimeType: r.mime_type,
  fileName: r.file_name,
});

/** Files grouped by their document. */
export function filesByDoc(rows: readonly DocFileRow[]): (docId: string) => TradeFile[] {
  const map = new Map<string, TradeFile[]>();
  for (const r of rows) map.set(r.doc_id, [...(map.get(r.doc_id) ?? []), toTradeFile(r)]);
  return (docId) => map.get(docId) ?? [];
}

export const toContract = (r: ContractRow, files: TradeFile[]): TradeContract => ({
  contractId: r.contract_id,
  contractNo: r.contract_no,
  name: r.name,
  buyer: { corpId: r.buyer_corp_id, corpName: r.buyer_name },
  seller: { corpId: r.seller_corp_id, corpName: r.seller_name },
  amount: amount(r.amount_fen),
  signDate: r.sign_date,
  endDate: r.end_date,
  files,
  createdAt: toNumber(r.created_at),
});

const checksOf = (v: unknown): VerifyCheckResult[] =>
  typeof v === 'string' ? (JSON.parse(v) as VerifyCheckResult[]) : ((v as VerifyCheckResult[] | null) ?? []);

export function toInvoice(r: InvoiceRow, files: TradeFile[]): TradeInvoice {
  const total = fenOf(r.total_fen);
  const available = total - fenOf(r.held_fen);
  return {
    invoiceId: r.invoice_id,
    type: r.invoice_type,
    code: r.invoice_code,
    number: r.invoice_number,
    issueDate: r.issue_date,
    amountExTax: amount(r.amount_ex_tax_fen),
    tax: amount(r.tax_fen),
    total: fenToDecimal(total),
    checkCodeLast6: r.check_code_last6,
    buyerName: r.buyer_name,
    buyerTaxNo: r.buyer_tax_no,
    sellerName: r.seller_name,
    sellerTaxNo: r.seller_tax_no,
    verifyStatus: r.verify_status as TradeInvoice['verifyStatus'],
    checks: checksOf(r.verify_checks),
    verifiedAt: r.verified_at === null || r.verified_at === undefined ? null : toNumber(r.verified_at),
    occupied: amount(r.occupied_fen),
    available: fenToDecimal(available > 0n ? available : 0n),
    files,
    createdAt: toNumber(r.created_at),
  };
}

export const toDocument = (r: DocumentRow, files: TradeFile[]): TradeDocument => ({
  docId: r.doc_id,
  kind: r.kind,
  docType: r.doc_type as TradeDocument['docType'],
  name: r.name,
  remark: r.remark,
  files,
  createdAt: toNumber(r.created_at),
});

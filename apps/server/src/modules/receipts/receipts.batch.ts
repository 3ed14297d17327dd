/**
 * 批量下载 (domain-lines.md §16.7): the selected receipts' PDFs as zip entries, each re-hashed against the SHA-256 stored at
 * generation, then SHA256SUMS.csv. Up to 50 the zip is built at once (receipts.service.ts); above 50 the export job's
 * zip output reads the same entries (modules/exports/source-receipts-zip.ts).
 */
import { strToU8 } from 'fflate';
import { RECEIPT_FILE_TAMPERED } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { readableFile } from '../files';
import { generateReceipt, sha256Hex } from './receipts.generate';
import { corpReceipt, corpReceipts } from './receipts.repo';
import type { ReceiptRow } from './receipts.repo';

export const RECEIPT_MESSAGES = {
  notFound: '回单不存在',
  generating: '回单正在生成中，请稍后再试',
  failed: '回单生成失败，请重新生成',
  notFailed: '仅生成失败的回单可重新生成',
} as const;

/** A zip entry: the shape the export runner's zip output reads (`{ name, bytes }`). */
export interface ReceiptZipEntry {
  name: string;
  bytes: Uint8Array;
}

export const receiptFileName = (r: ReceiptRow): string => `电子回单-${r.receipt_no}.pdf`;

/** One of the corporation's receipts, rendered first if it is still GENERATING. */
export async function ownReceipt(q: Queryable, corpId: string, receiptNo: string, now: number): Promise<ReceiptRow> {
  let r = await corpReceipt(q, corpId, receiptNo);
  if (r?.status === 'GENERATING') {
    await generateReceipt(q, receiptNo, now);
    r = await corpReceipt(q, corpId, receiptNo);
  }
  if (!r) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  return r;
}

/** The receipt's PDF bytes, re-hashed against the SHA-256 stored at generation (§16.12 item 4): a mismatch is refused. */
export async function checkedReceiptBytes(q: Queryable, corpId: string, r: ReceiptRow): Promise<Uint8Array> {
  if (r.status === 'FAILED') throw new ApiError(200, 'RECEIPT_FAILED', RECEIPT_MESSAGES.failed);
  if (r.status !== 'READY' || !r.file_id || !r.file_sha256) throw new ApiError(200, 'RECEIPT_GENERATING', RECEIPT_MESSAGES.generating);
  const file = await readableFile(q, r.file_id, corpId);
  if (!file?.content || sha256Hex(file.content) !== r.file_sha256) throw new ApiError(409, 'RECEIPT_FILE_TAMPERED', RECEIPT_FILE_TAMPERED);
  return file.content;
}

/**
 * The selection checked before anything is built: every number one of the corporation's receipts (each rendered if
 * still GENERATING), none twice. Returns the receipts in number order.
 */
export async function receiptSelection(q: Queryable, corpId: string, receiptNos: readonly string[], now: number): Promise<ReceiptRow[]> {
  const unique = [...new Set(receiptNos)];
  for (const no of unique) await ownReceipt(q, corpId, no, now);
  const rows = await corpReceipts(q, corpId, unique);
  if (rows.length !== unique.length) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  return rows;
}

/** The zip's entries: each PDF (re-hashed; one tampered file refuses the whole zip), then SHA256SUMS.csv. */
export async function* receiptZipEntries(q: Queryable, corpId: string, rows: readonly ReceiptRow[]): AsyncIterable<ReceiptZipEntry> {
  const lines = ['回单编号,SHA-256'];
  for (const r of rows) {
    yield { name: receiptFileName(r), bytes: await checkedReceiptBytes(q, corpId, r) };
    lines.push(`${r.receipt_no},${r.file_sha256 ?? ''}`);
  }
  yield { name: 'SHA256SUMS.csv', bytes: strToU8(`${lines.join('\n')}\n`) };
}

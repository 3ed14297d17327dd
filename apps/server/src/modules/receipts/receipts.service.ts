import { strToU8, zipSync } from 'fflate';
import { RECEIPT_BATCH_MAX, RECEIPT_BATCH_TOO_MANY, RECEIPT_FILE_TAMPERED } from '@scf/api/contract';
import type { Receipt, ReceiptCheck, ReceiptListQuery } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Page } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { readableFile } from '../files';
import { generateReceipt, sha256Hex } from './receipts.generate';
import { corpReceipt, corpReceipts, listReceipts, receiptByCode } from './receipts.repo';
import type { ReceiptRow } from './receipts.repo';
import { toReceipt, toReceiptCheck } from './receipts.view';

export const RECEIPT_MESSAGES = {
  notFound: '回单不存在',
  generating: '回单正在生成中，请稍后再试',
  failed: '回单生成失败，请重新生成',
  notFailed: '仅生成失败的回单可重新生成',
} as const;

const tampered = () => new ApiError(409, 'RECEIPT_FILE_TAMPERED', RECEIPT_FILE_TAMPERED);

/** The corporation's receipts under 回单查询's filters (§16.7). */
export async function receiptPage(env: ServiceEnv, actor: Actor, query: ReceiptListQuery): Promise<Page<Receipt>> {
  const f = query.filters ?? {};
  const { rows, total } = await listReceipts(env.db, {
    corpId: actor.corpId,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    bizType: f.bizType,
    side: f.side,
    amountMinFen: f.amountMin === undefined ? undefined : parseFen(f.amountMin),
    amountMaxFen: f.amountMax === undefined ? undefined : parseFen(f.amountMax),
    bizRef: f.bizRef,
    order: query.sort?.field ?? 'tradeDate',
    desc: (query.sort?.order ?? 'desc') === 'desc',
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { rows: rows.map(toReceipt), total };
}

/** One of the corporation's receipts, rendered first if it is still GENERATING. */
async function ownReceipt(env: ServiceEnv, actor: Actor, receiptNo: string): Promise<ReceiptRow> {
  let r = await corpReceipt(env.db, actor.corpId, receiptNo);
  if (r?.status === 'GENERATING') {
    await generateReceipt(env.db, receiptNo, env.now);
    r = await corpReceipt(env.db, actor.corpId, receiptNo);
  }
  if (!r) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  return r;
}

/** The receipt's PDF bytes, re-hashed against the SHA-256 stored at generation (§16.12 item 4): a mismatch is refused. */
async function checkedBytes(env: ServiceEnv, actor: Actor, r: ReceiptRow): Promise<Uint8Array> {
  if (r.status === 'FAILED') throw new ApiError(200, 'RECEIPT_FAILED', RECEIPT_MESSAGES.failed);
  if (r.status !== 'READY' || !r.file_id || !r.file_sha256) throw new ApiError(200, 'RECEIPT_GENERATING', RECEIPT_MESSAGES.generating);
  const file = await readableFile(env.db, r.file_id, actor.corpId);
  if (!file?.content || sha256Hex(file.content) !== r.file_sha256) throw tampered();
  return file.content;
}

const fileName = (r: ReceiptRow) => `电子回单-${r.receipt_no}.pdf`;

export async function receiptFile(env: ServiceEnv, actor: Actor, receiptNo: string, inline: boolean): Promise<FileReply> {
  const r = await ownReceipt(env, actor, receiptNo);
  return new FileReply(await checkedBytes(env, actor, r), 'application/pdf', fileName(r), inline ? 'inline' : 'attachment');
}

/** 批量下载 (≤ 50): one zip of the selected receipts' PDFs, each re-hashed; any unknown, unready or tampered one refuses the whole zip. */
export async function receiptBatch(env: ServiceEnv, actor: Actor, receiptNos: readonly string[]): Promise<FileReply> {
  // More than 50 go through an export job (§16.7), which the download centre builds; until then they are refused.
  if (receiptNos.length > RECEIPT_BATCH_MAX) throw new ApiError(200, 'RECEIPT_BATCH_TOO_MANY', RECEIPT_BATCH_TOO_MANY);
  for (const no of receiptNos) await ownReceipt(env, actor, no);
  const rows = await corpReceipts(env.db, actor.corpId, receiptNos);
  if (rows.length !== receiptNos.length) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  const files: Record<string, Uint8Array> = {};
  const lines = ['回单编号,SHA-256'];
  for (const r of rows) {
    files[fileName(r)] = await checkedBytes(env, actor, r);
    lines.push(`${r.receipt_no},${r.file_sha256 ?? ''}`);
  }
  files['SHA256SUMS.csv'] = strToU8(`${lines.join('\n')}\n`);
  return new FileReply(zipSync(files, { level: 6, mtime: new Date(env.now) }), 'application/zip', `电子回单-${env.businessDate}.zip`, 'attachment');
}

/** 重新生成 a FAILED receipt (a READY one is immutable). */
export async function regenerateReceipt(env: ServiceEnv, actor: Actor, receiptNo: string): Promise<Receipt> {
  const r = await corpReceipt(env.db, actor.corpId, receiptNo);
  if (!r) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  if (r.status !== 'FAILED') throw new ApiError(200, 'RECEIPT_NOT_FAILED', RECEIPT_MESSAGES.notFailed);
  await generateReceipt(env.db, receiptNo, env.now);
  const after = await corpReceipt(env.db, actor.corpId, receiptNo);
  if (!after) throw fail.notFound(RECEIPT_MESSAGES.notFound);
  return toReceipt(after);
}

/** 回单验真: the receipt a 验证码 belongs to, whoever holds it (the code is the proof), or found: false. */
export async function checkReceipt(env: ServiceEnv, code: string): Promise<ReceiptCheck> {
  const r = await receiptByCode(env.db, code);
  return r ? toReceiptCheck(r) : { found: false };
}

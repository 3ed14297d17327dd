import { zipSync } from 'fflate';
import { RECEIPT_BATCH_MAX, RECEIPT_BATCH_TOO_MANY } from '@scf/api/contract';
import type { Receipt, ReceiptCheck, ReceiptListQuery } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Page } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { generateReceipt } from './receipts.generate';
import { RECEIPT_MESSAGES, checkedReceiptBytes, ownReceipt, receiptFileName, receiptSelection, receiptZipEntries } from './receipts.batch';
import { corpReceipt, listReceipts, receiptByCode } from './receipts.repo';
import { toReceipt, toReceiptCheck } from './receipts.view';

export { RECEIPT_MESSAGES };

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

export async function receiptFile(env: ServiceEnv, actor: Actor, receiptNo: string, inline: boolean): Promise<FileReply> {
  const r = await ownReceipt(env.db, actor.corpId, receiptNo, env.now);
  const bytes = await checkedReceiptBytes(env.db, actor.corpId, r);
  return new FileReply(bytes, 'application/pdf', receiptFileName(r), inline ? 'inline' : 'attachment');
}

/** 批量下载 (≤ 50): one zip of the selected receipts' PDFs, each re-hashed; any unknown, unready or tampered one refuses the whole zip. */
export async function receiptBatch(env: ServiceEnv, actor: Actor, receiptNos: readonly string[]): Promise<FileReply> {
  // More than 50 go through an export job (§16.7): modules/exports/source-receipts-zip.ts reads the same entries.
  if (receiptNos.length > RECEIPT_BATCH_MAX) throw new ApiError(200, 'RECEIPT_BATCH_TOO_MANY', RECEIPT_BATCH_TOO_MANY);
  const rows = await receiptSelection(env.db, actor.corpId, receiptNos, env.now);
  const files: Record<string, Uint8Array> = {};
  for await (const entry of receiptZipEntries(env.db, actor.corpId, rows)) files[entry.name] = entry.bytes;
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

/**
 * 批量回单 (domain-lines.md §16.7, §16.6): more than 50 receipts selected on 回单查询 go through an export job whose output
 * is a zip of the PDFs (each re-hashed against its stored SHA-256) with SHA256SUMS.csv, listed in 下载中心 as 批量回单.
 *
 * Written against the zip output of the export runner (issue 31: a zip source yields `{ name, bytes }` entries). Until
 * that output and the `receipts-zip` request lands in the contract, the request type and the source shape are local
 * here; wiring = add `receipts-zip` to the contract's export requests, register `receiptsZipSource` with the zip sources
 * and let 回单查询 create the job above 50 instead of the refusal 单次最多批量下载50张回单.
 */
import type { Access } from '../../platform/security/access-check';
import { receiptSelection, receiptZipEntries } from '../receipts';
import type { ReceiptZipEntry } from '../receipts';
import type { SourceEnv } from './exports.source';

/** What 回单查询 asks for: the selected receipts (at least 51; fewer are zipped at once). */
export interface ReceiptsZipRequest {
  source: 'receipts-zip';
  filters: { receiptNos: string[] };
}

/** The runner's env with the clock (a GENERATING receipt is rendered before it is zipped). */
export type ZipSourceEnv = SourceEnv & { now: number };

/** The shape of a zip export source (local adapter until the runner's own type lands). */
export interface ZipExportSource<Q> {
  key: string;
  label: string;
  output: 'zip';
  access(request: Q): Access;
  describe(request: Q): string;
  /** How many entries the file will hold (checked first: an unknown or foreign receipt refuses the job). */
  count(env: ZipSourceEnv, request: Q): Promise<number>;
  entries(env: ZipSourceEnv, request: Q): AsyncIterable<ReceiptZipEntry>;
  fileName(businessDate: string): string;
}

const RECEIPT_MENU = { menu: '/my/account/receipt' } as const;

export const receiptsZipSource: ZipExportSource<ReceiptsZipRequest> = {
  key: 'receipts-zip',
  label: '批量回单',
  output: 'zip',
  access: () => RECEIPT_MENU,
  describe: ({ filters: { receiptNos } }) => {
    const sorted = [...new Set(receiptNos)].sort();
    return `回单：${sorted.length}张（${sorted[0] ?? ''} 至 ${sorted[sorted.length - 1] ?? ''}）`;
  },
  // Entries = the PDFs plus SHA256SUMS.csv.
  count: async ({ q, actor, now }, r) => (await receiptSelection(q, actor.corpId, r.filters.receiptNos, now)).length + 1,
  entries: async function* ({ q, actor, now }, r) {
    yield* receiptZipEntries(q, actor.corpId, await receiptSelection(q, actor.corpId, r.filters.receiptNos, now));
  },
  fileName: (businessDate) => `电子回单_${businessDate.replaceAll('-', '')}.zip`,
};

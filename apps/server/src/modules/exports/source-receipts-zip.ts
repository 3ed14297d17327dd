/**
 * 批量回单 (domain-lines.md §16.7, §16.6): more than 50 receipts selected on 回单查询 go through an export job whose output
 * is a zip of the PDFs (each re-hashed against its stored SHA-256) with SHA256SUMS.csv, listed in 下载中心 as 批量回单.
 * Always a job of the download centre (reading and re-hashing many PDFs is not done while the page waits); up to 50
 * are zipped at once by 回单查询's own 批量下载 (receipts.service.ts).
 */
import type { ExportRequest } from '@scf/api/contract';
import { receiptSelection, receiptZipEntries } from '../receipts';
import type { ExportSource, SourceEnv } from './exports.source';
import type { ZipEntry } from './exports.zip';

type ReceiptsZipRequest = Extract<ExportRequest, { source: 'receipts-zip' }>;

const RECEIPT_MENU = { menu: '/my/account/receipt' } as const;

/** The selection as the creator's corporation holds it (a GENERATING receipt rendered at the request's or job's clock). */
const selection = ({ q, actor, now }: SourceEnv, r: ReceiptsZipRequest) => receiptSelection(q, actor.corpId, r.filters.receiptNos, now ?? Date.now());

export const receiptsZipSource: ExportSource<ReceiptsZipRequest, ZipEntry> = {
  key: 'receipts-zip',
  label: '批量回单',
  output: 'zip',
  fileType: '批量回单',
  jobOnly: true,
  access: () => RECEIPT_MENU,
  columns: [],
  describe: ({ filters: { receiptNos } }) => {
    const sorted = [...new Set(receiptNos)].sort();
    return `回单：${sorted.length}张（${sorted[0] ?? ''} 至 ${sorted[sorted.length - 1] ?? ''}）`;
  },
  // Entries = the PDFs plus SHA256SUMS.csv; an unknown or another corporation's receipt refuses the export here.
  count: async (env, r) => (await selection(env, r)).length + 1,
  async *rows(env, r) {
    yield* receiptZipEntries(env.q, env.actor.corpId, await selection(env, r));
  },
};

import type { ExportRequest } from '@scf/api/contract';
import { ARCHIVE_PAGE, packageEntries } from '../abs';
import { conditionText } from './exports.source';
import type { ExportSource } from './exports.source';
import type { ZipEntry } from './exports.zip';

type PackageRequest = Extract<ExportRequest, { source: 'abs-file-package' }>;

const SIDE_WORD = { DEBTOR: '核心企业档案', CREDITOR: '链属企业档案' } as const;

/**
 * 下载文件包 of 核心企业档案 / 链属企业档案 (domain-lines.md §18.3): the ticked receivables' documents, each PDF checked
 * against its SHA-256, and manifest.json, as a zip of the download centre; the side's page grant is checked at export
 * and at every download. Counted as entries (the files and the manifest).
 */
export const absFilePackageSource: ExportSource<PackageRequest, ZipEntry> = {
  key: 'abs-file-package',
  label: 'ABS文件包',
  output: 'zip',
  fileType: '文件包',
  access: (r) => ({ menu: ARCHIVE_PAGE[r.filters.side] }),
  columns: [],
  describe: ({ filters: f }) =>
    conditionText([
      ['页面', SIDE_WORD[f.side]],
      ['应收账款', f.receivableNos.join('、')],
    ]),
  count: async ({ q, actor }, r) => (await packageEntries(q, actor, r.filters.side, r.filters.receivableNos)).length,
  async *rows({ q, actor }, r) {
    yield* await packageEntries(q, actor, r.filters.side, r.filters.receivableNos);
  },
};

import { afterEach, beforeEach, vi } from 'vitest';
import type { DownloadFile, ExportJob } from '@scf/api/contract';

/** An export of 导出记录 (c1_op's finished 凭证查询 by default). */
export const exportJob = (over: Partial<ExportJob> = {}): ExportJob => ({
  exportNo: 'EXP20250616000101',
  source: 'credits',
  label: '凭证查询',
  conditions: '范围：全部',
  rowCount: 12,
  status: 'SUCCEEDED',
  progress: 100,
  failReason: null,
  fileName: '凭证查询_20250616100000.xlsx',
  fileSize: 8_192,
  sha256: 'a'.repeat(64),
  createdAt: '2025-06-16T02:00:00.000Z',
  businessDate: '2025-06-16',
  finishedAt: '2025-06-16T02:00:05.000Z',
  expiresOn: '2025-06-23',
  actions: ['DOWNLOAD', 'RETRY'],
  ...over,
});

/** A file of 下载中心. */
export const downloadFile = (over: Partial<DownloadFile> = {}): DownloadFile => ({
  exportNo: 'EXP20250616000101',
  fileName: '凭证查询_20250616100000.xlsx',
  fileType: '导出文件',
  fileSize: 8_192,
  sha256: 'a'.repeat(64),
  generatedAt: '2025-06-16T02:00:05.000Z',
  businessDate: '2025-06-16',
  expiresOn: '2025-06-23',
  ...over,
});

/**
 * The links a test's screen followed to download (a minted export link is followed by a transient anchor): the
 * anchors' clicks are recorded instead of navigating, and the record starts empty in each test.
 */
export function recordDownloads(): string[] {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}

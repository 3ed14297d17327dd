import type { ExportRequest } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Access } from '../../platform/security/access-check';
import type { Actor } from '../../platform/security/actor';

/** One column of the file: its header and the cell of a row (numbers stay numbers, with a format). */
export interface ExportColumn<R> {
  header: string;
  width?: number;
  numFmt?: string;
  value(row: R): string | number;
}

/** What a source runs with: the database, the actor (the creator, in the role he exported in) and the business date. */
export interface SourceEnv {
  q: Queryable;
  actor: Actor;
  businessDate: string;
  /** The clock of the request (or of the job's start): a source may render what is still being generated. */
  now?: number;
}

/**
 * An exportable list (domain-lines.md §16.6): its 列表名称, the page whose grant it needs (checked at export and at
 * every download), its columns, and its rows under the screen's own filters — counted first, then read as a stream
 * by the same list query the screen pages through.
 */
export interface ExportSource<Q extends ExportRequest = ExportRequest, R = unknown> {
  key: Q['source'];
  label: string;
  /** Only with the demo tools on (§14A.3). */
  demoOnly?: boolean;
  /** The file written: a sheet of `columns` (the default) or a zip whose rows are `ZipEntry`s (exports.zip.ts). */
  output?: 'xlsx' | 'zip';
  /** Always a job of the download centre, however few its rows (the file is slow to build: 批量回单). */
  jobOnly?: boolean;
  /** 文件类型 on 下载中心 (default 导出文件). */
  fileType?: string;
  access(request: Q): Access;
  columns: readonly ExportColumn<R>[];
  /** 查询条件 in words (a source may read names, such as an account's number, as the creator). */
  describe(request: Q, env?: SourceEnv): string | Promise<string>;
  count(env: SourceEnv, request: Q): Promise<number>;
  rows(env: SourceEnv, request: Q): AsyncIterable<R>;
}

/** Rows a page at a time from a paged reader, until a short page. */
export async function* paged<R>(size: number, page: (page: number, size: number) => Promise<readonly R[]>): AsyncIterable<R> {
  for (let n = 1; ; n += 1) {
    const rows = await page(n, size);
    yield* rows;
    if (rows.length < size) return;
  }
}

/** A condition's words, skipped when the filter is empty. */
export const conditionText = (parts: ReadonlyArray<readonly [string, unknown]>): string =>
  parts
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}：${String(v)}`)
    .join('；') || '无';

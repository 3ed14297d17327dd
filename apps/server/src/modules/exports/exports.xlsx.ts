import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ExportColumn } from './exports.source';

export interface XlsxResult {
  rows: number;
  size: number;
  sha256: string;
}

/** How often the writer reports (rows); it may stop the export by answering false (cancelled). */
const REPORT_EVERY = 2_000;

/**
 * Write rows to an xlsx file with exceljs's streaming writer: each row is committed as it comes, so memory stays
 * bounded whatever the count (design.md §7: 100 000 rows ≤ 150 MB). Row 1 is the header line of §16.6, row 2 the
 * column titles. Answers the rows written, the file's size and its SHA-256; null when `progress` stopped it.
 */
export async function writeXlsx<R>(
  filePath: string,
  sheetName: string,
  headLine: string,
  columns: readonly ExportColumn<R>[],
  rows: AsyncIterable<R>,
  progress: (written: number) => Promise<boolean> = async () => true,
): Promise<XlsxResult | null> {
  // exceljs and the hundreds of modules it brings load with the first export, not with every server start.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.addRow([headLine]).commit();
  sheet.addRow(columns.map((c) => c.header)).commit();
  let written = 0;
  let stopped = false;
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => c.value(row))).commit();
    written += 1;
    if (written % REPORT_EVERY === 0 && !(await progress(written))) {
      stopped = true;
      break;
    }
  }
  sheet.commit();
  await book.commit();
  if (stopped) return null;
  return { rows: written, size: (await stat(filePath)).size, sha256: await sha256File(filePath) };
}

export async function sha256File(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate } from 'fflate';
import type { XlsxResult } from './exports.xlsx';
import { sha256File } from './exports.xlsx';

/**
 * The zip output of an export (a file pack, a batch of receipts): a zip source's rows are its entries, each a path
 * inside the zip (UTF-8 names are flagged as such) and its bytes, in the order the source yields them.
 */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** A source whose file is a zip, not a sheet: its rows are `ZipEntry`s, counted as entries. */
export const ZIP_OUTPUT = 'zip' as const;

/** How often the writer reports (entries); it may stop the export by answering false (cancelled). */
const REPORT_EVERY = 20;

/**
 * Write the entries to a zip file as they come (fflate's streaming deflate, each entry's chunks written at once, so
 * only one entry is held in memory). Answers the entries written, the file's size and its SHA-256; null when
 * `progress` stopped it. A repeated name is an error (a zip must not hold two files under one path).
 */
export async function writeZip(
  filePath: string,
  entries: AsyncIterable<ZipEntry>,
  progress: (written: number) => Promise<boolean> = async () => true,
  mtime: Date = new Date(),
): Promise<XlsxResult | null> {
  const out = createWriteStream(filePath);
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const names = new Set<string>();
  let written = 0;
  let stopped = false;
  try {
    for await (const e of entries) {
      if (names.has(e.name)) throw new Error(`zip export: entry ${e.name} twice`);
      names.add(e.name);
      const file = new ZipDeflate(e.name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      file.push(e.bytes, true);
      written += 1;
      if (written % REPORT_EVERY === 0 && !(await progress(written))) {
        stopped = true;
        break;
      }
    }
  } finally {
    zip.end();
    await finished(out);
  }
  if (failure) throw failure;
  if (stopped) return null;
  return { rows: written, size: (await stat(filePath)).size, sha256: await sha256File(filePath) };
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { writeZip } from '../../src/modules/exports/exports.zip';
import type { ZipEntry } from '../../src/modules/exports/exports.zip';

const dir = mkdtempSync(path.join(tmpdir(), 'scf-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function* entries(list: readonly ZipEntry[]): AsyncIterable<ZipEntry> {
  yield* list;
}

/** The zip output of the exports (a source's rows are `{ name, bytes }` entries). */
describe('writeZip', () => {
  it('writes every entry under its name (UTF-8 names too), answering the count, size and SHA-256 of the file', async () => {
    const file = path.join(dir, 'a.zip');
    const big = new Uint8Array(200_000).map((_, i) => i % 251);
    const result = await writeZip(
      file,
      entries([
        { name: 'ABR20250616000001/confirmation.pdf', bytes: strToU8('%PDF-1.7 one') },
        { name: '回单/回单-1.pdf', bytes: big },
        { name: 'manifest.json', bytes: strToU8('[]') },
      ]),
    );
    const bytes = new Uint8Array(readFileSync(file));
    expect(result).toEqual({ rows: 3, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['ABR20250616000001/confirmation.pdf', '回单/回单-1.pdf', 'manifest.json']);
    expect(strFromU8(files['ABR20250616000001/confirmation.pdf'] ?? new Uint8Array())).toBe('%PDF-1.7 one');
    expect(files['回单/回单-1.pdf']).toEqual(big);
  });

  it('refuses a name twice (the export fails) and stops when progress answers false', async () => {
    const twice = [
      { name: 'x.pdf', bytes: strToU8('1') },
      { name: 'x.pdf', bytes: strToU8('2') },
    ];
    await expect(writeZip(path.join(dir, 'b.zip'), entries(twice))).rejects.toThrow('x.pdf twice');
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `${i}.txt`, bytes: strToU8(String(i)) }));
    const seen: number[] = [];
    const stopped = await writeZip(path.join(dir, 'c.zip'), entries(many), async (n) => {
      seen.push(n);
      return n < 40;
    });
    expect(stopped).toBeNull();
    expect(seen).toEqual([20, 40]);
  });

  it('writes an empty zip for no entries', async () => {
    const file = path.join(dir, 'd.zip');
    expect((await writeZip(file, entries([])))?.rows).toBe(0);
    expect(unzipSync(new Uint8Array(readFileSync(file)))).toEqual({});
  });
});

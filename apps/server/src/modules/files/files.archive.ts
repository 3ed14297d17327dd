/**
 * Zip archives are kept, never decompressed (security.md §1.6, ASVS 5.0 5.2.3): what the archive declares is read
 * from its end-of-central-directory record and central directory — entry count, names, compressed and uncompressed
 * sizes — and an archive that declares too much is refused before anyone unpacks it. Nothing is inflated here.
 */

/** Most entries a kept zip may declare: a 10,000-entry archive is refused. */
export const ZIP_MAX_ENTRIES = 1000;
/** Most bytes all entries together may declare once unpacked (1 GiB). */
export const ZIP_MAX_UNCOMPRESSED = 1024 ** 3;
/** Largest declared ratio of one entry of at least 1 MiB (a zip bomb declares thousands). */
export const ZIP_MAX_RATIO = 100;
const RATIO_FLOOR = 1024 ** 2;

export type ZipProblem = 'structure' | 'entries' | 'ratio' | 'name';

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const U32_MAX = 0xffffffff;

interface Directory {
  entries: number;
  offset: number;
  size: number;
  end: number;
}

/** A uint64 as a safe number, or NaN when it is not one (a lie about sizes is a broken archive). */
const u64 = (view: DataView, at: number): number => {
  const v = view.getBigUint64(at, true);
  return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : Number.NaN;
};

/** The end-of-central-directory record, which must end the file exactly (its comment reaching the last byte). */
function directory(view: DataView): Directory | null {
  const len = view.byteLength;
  for (let at = len - 22; at >= Math.max(0, len - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) !== EOCD) continue;
    if (at + 22 + view.getUint16(at + 20, true) !== len) continue;
    if (view.getUint16(at + 4, true) !== 0 || view.getUint16(at + 6, true) !== 0) return null; // multi-disk archives are not taken
    let entries = view.getUint16(at + 10, true);
    let size = view.getUint32(at + 12, true);
    let offset = view.getUint32(at + 16, true);
    if (entries === 0xffff || size === U32_MAX || offset === U32_MAX) {
      const locator = at - 20;
      if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
      const record = u64(view, locator + 8);
      if (!(record >= 0 && record + 56 <= locator) || view.getUint32(record, true) !== ZIP64_EOCD) return null;
      entries = u64(view, record + 32);
      size = u64(view, record + 40);
      offset = u64(view, record + 48);
      return Number.isNaN(entries + size + offset) ? null : { entries, size, offset, end: record };
    }
    return { entries, size, offset, end: at };
  }
  return null;
}

/** An entry name that would land outside the folder it is unpacked into (zip slip), or is absolute. */
const escapes = (name: string): boolean => /^(?:[/\\]|[A-Za-z]:)/.test(name) || name.split(/[/\\]/).includes('..');

/** Why the zip may not be kept, or null. Reads declarations only; a bounded walk of at most ZIP_MAX_ENTRIES headers. */
export function inspectZip(bytes: Uint8Array): ZipProblem | null {
  if (bytes.length < 22) return 'structure';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dir = directory(view);
  if (!dir) return 'structure';
  if (dir.entries > ZIP_MAX_ENTRIES) return 'entries';
  if (dir.offset + dir.size > dir.end) return 'structure';
  let at = dir.offset;
  let total = 0;
  for (let i = 0; i < dir.entries; i++) {
    if (at + 46 > dir.end || view.getUint32(at, true) !== CENTRAL) return 'structure';
    let compressed = view.getUint32(at + 20, true);
    let uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > dir.end) return 'structure';
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8');
    if (escapes(name)) return 'name';
    if (compressed === U32_MAX || uncompressed === U32_MAX) {
      // The zip64 extra field (id 1) holds the sizes that did not fit, uncompressed first.
      let e = at + 46 + nameLength;
      const extraEnd = e + extraLength;
      let found = false;
      while (e + 4 <= extraEnd) {
        const id = view.getUint16(e, true);
        const len = view.getUint16(e + 2, true);
        if (id === 1) {
          let f = e + 4;
          if (uncompressed === U32_MAX && f + 8 <= e + 4 + len) {
            uncompressed = u64(view, f);
            f += 8;
          }
          if (compressed === U32_MAX && f + 8 <= e + 4 + len) compressed = u64(view, f);
          found = true;
          break;
        }
        e += 4 + len;
      }
      if (!found || Number.isNaN(compressed + uncompressed)) return 'structure';
    }
    total += uncompressed;
    if (total > ZIP_MAX_UNCOMPRESSED) return 'ratio';
    if (uncompressed >= RATIO_FLOOR && (compressed === 0 || uncompressed / compressed > ZIP_MAX_RATIO)) return 'ratio';
    at = next;
  }
  return null;
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, streamPart } from '../../src/platform/http/multipart';
import type { FilePart } from '../../src/platform/http/multipart';

// Issue 26 Low: uploads were read with the library's toBuffer, which keeps every chunk and then concatenates them, so a
// file near the cap was held twice. streamPart copies each chunk into one buffer as it arrives.
const CHUNK = 64 * 1024;

/**
 * A part of `size` bytes arriving in 64 KiB chunks, made as they are read into one reused chunk (so the test itself
 * leaves no garbage to blur the measure); records the peak of Node's buffer memory and the hash of what was sent.
 */
function partOf(size: number, seen: { peak: number; base: number }): FilePart & { hash: () => string } {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(CHUNK);
  async function* file(): AsyncGenerator<Uint8Array> {
    for (let at = 0; at < size; at += CHUNK) {
      seen.peak = Math.max(seen.peak, process.memoryUsage().arrayBuffers - seen.base);
      const part = chunk.subarray(0, Math.min(CHUNK, size - at)).fill((at / CHUNK) % 251);
      hash.update(part);
      yield part;
    }
  }
  return { file: file(), hash: () => hash.digest('hex') };
}

describe('issue 26 Low: an upload is streamed into one buffer, never held twice', () => {
  it('reads a file near the cap (60 MB) whole and exact, with buffer memory under 1.5 times its size', async () => {
    const size = UPLOAD_MAX_BYTES - 1000;
    const seen = { peak: 0, base: process.memoryUsage().arrayBuffers };
    const part = partOf(size, seen);
    const bytes = await streamPart(part, UPLOAD_MAX_BYTES, size + 300);
    seen.peak = Math.max(seen.peak, process.memoryUsage().arrayBuffers - seen.base);
    expect(bytes.length).toBe(size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(part.hash());
    // One allocation of the declared size: the bytes are not a copy joined from kept chunks.
    expect(bytes.buffer.byteLength).toBe(size + 300);
    expect(seen.peak).toBeLessThan(size * 1.5);
  });

  it('grows by doubling when no length is declared, and returns exactly the bytes sent', async () => {
    const seen = { peak: 0, base: process.memoryUsage().arrayBuffers };
    const part = partOf(1_000_000, seen);
    const bytes = await streamPart(part, UPLOAD_MAX_BYTES);
    expect([bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([1_000_000, part.hash()]);
  });

  it('refuses past the cap with 413 and keeps nothing past it, whatever length was declared', async () => {
    const seen = { peak: 0, base: 0 };
    await expect(streamPart(partOf(300_000, seen), 200_000, 100)).rejects.toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    const truncated: FilePart = {
      file: Object.assign(
        (async function* () {
          yield Buffer.alloc(10);
        })(),
        { truncated: true },
      ),
    };
    await expect(streamPart(truncated, 200_000)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});

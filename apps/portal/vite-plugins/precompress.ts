import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing. Not .map (only devtools fetch them) nor index.html (the server rewrites its nonce). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each built text asset, once at build time,
 * so the server can send them as they are (`@fastify/static` `preCompressed`) instead of compressing per
 * request or, as now, not at all. A variant that saves under 10 % is not written: the original is served.
 */
export function precompress(): Plugin {
  return {
    name: 'scf:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const jobs = Object.values(bundle).flatMap((output) => {
        if (!COMPRESSIBLE.test(output.fileName)) return [];
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) return [];
        const file = path.join(dir, output.fileName);
        const variants: [string, Promise<Buffer>][] = [
          ['.br', brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
          ['.gz', gz(bytes, { level: 9 })],
        ];
        return variants.map(async ([ext, packed]) => {
          const out = await packed;
          if (out.length < bytes.length * 0.9) await writeFile(file + ext, out);
        });
      });
      await Promise.all(jobs);
    },
  };
}

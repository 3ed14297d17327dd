// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
const HEAVY = ['sm-crypto', '@peculiar/x509', 'reflect-metadata'];

function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next spelling
    }
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every module an entry pulls in, statically or by dynamic import, as a bundler would follow them. */
function graph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      if (spec.startsWith('.')) visit(resolveLocal(file, spec));
      else packages.add(spec);
    }
  };
  visit(path.join(SRC, entry));
  return { files: [...files].map((f) => path.relative(SRC, f)).sort(), packages: [...packages].sort() };
}

// design.md §7: the signing crypto loads only where a soft key signs.
describe('what each entry pulls in', () => {
  it.each(['index.ts', 'react/index.ts'])('%s: no soft-key module and no sm-crypto / @peculiar/x509', (entry) => {
    const { files, packages } = graph(entry);
    expect(files.filter((f) => f.startsWith('soft/'))).toEqual([]);
    expect(packages.filter((p) => HEAVY.includes(p))).toEqual([]);
    expect(packages).toContain('@scf/api/contract');
  });

  it('react/index.ts reaches only react and the pure API contract outside the package', () => {
    expect(graph('react/index.ts').packages).toEqual(['@scf/api/contract', 'react']);
  });

  it('soft/index.ts carries the crypto, loaded on first use', () => {
    const { packages } = graph('soft/index.ts');
    expect(packages).toEqual(expect.arrayContaining(HEAVY));
    for (const heavy of HEAVY) {
      const statically = new RegExp(`^import[^(]*['"]${heavy.replace('/', '\\/')}['"]`, 'm');
      for (const file of graph('soft/index.ts').files) expect(readFileSync(path.join(SRC, file), 'utf8'), `${file} imports ${heavy}`).not.toMatch(statically);
    }
  });
});

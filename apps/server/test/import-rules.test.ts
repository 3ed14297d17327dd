import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, readSourceTree, ruleViolations } from './helpers/import-graph';

const SRC = path.resolve(import.meta.dirname, '../src');
const tree = readSourceTree(SRC);

describe('import rules of the server (design.md §5.6)', () => {
  it('reads the whole tree: platform, every module, the seed and the composition root', () => {
    const files = tree.map((f) => f.file);
    for (const m of ['agreement', 'auth', 'config', 'credits', 'limits', 'messages', 'notices', 'reference', 'repayment', 'shell-checks', 'signing', 'ukey']) {
      expect(files, m).toContain(`modules/${m}/index.ts`);
      expect(files, m).toContain(`modules/${m}/${m}.routes.ts`);
      expect(files, m).toContain(`modules/${m}/${m}.service.ts`);
    }
    expect(files).toEqual(expect.arrayContaining(['platform/http/define-route.ts', 'platform/security/request-guard.ts', 'seed/seed-demo.ts', 'build-app.ts']));
  });

  it('keeps platform/ free of modules, routes within their module and platform/, and modules behind their index.ts', () => {
    expect(ruleViolations(tree)).toEqual([]);
  });

  it('has no folder-level import cycle', () => {
    expect(folderCycles(tree)).toEqual([]);
  });

  it('writes no API path in a module or the platform: paths come from the contract endpoints', () => {
    const literal = /['"`]\/(?:v1|uaa|api|user)\//;
    // Comments may name a path (they say which call they mean); code may not.
    const code = (file: string) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
    const offenders = tree.filter((f) => /^(modules|platform)\//.test(f.file) && literal.test(code(f.file))).map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('catches each kind of violation (the checker itself)', () => {
    const bad = [
      { file: 'platform/http/a.ts', imports: ['modules/ukey/index.ts'] },
      { file: 'modules/ukey/ukey.routes.ts', imports: ['modules/signing/index.ts', 'platform/db/db.ts', 'modules/ukey/ukey.service.ts'] },
      { file: 'modules/repayment/repayment.service.ts', imports: ['modules/ukey/ukey.repo.ts'] },
      { file: 'seed/x.ts', imports: ['modules/ukey/key-operations.ts'] },
      { file: 'platform/security/b.ts', imports: ['platform/http/c.ts'] },
      { file: 'platform/http/c.ts', imports: ['platform/security/b.ts'] },
    ];
    expect(ruleViolations(bad)).toHaveLength(4);
    const cycles = folderCycles(bad);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^platform\/(http|security) → platform\/(http|security) → platform\/(http|security)$/);
  });
});

// The `.d.ts` files of a published package, by TypeScript's own declaration emit: one per source module the entries
// reach, beside its `.js` (the same tree as src/). Our other packages are read from their built `.d.ts` (not their
// source), so each package's source is checked once, by its own build; the relative specifiers are written as a Node
// ESM host resolves them (`./x.js`, `./x/index.js`), as the modules' own imports are.
// The compiler is tsgo (TypeScript 7's native port, as the typecheck scripts), about three times less CPU than the
// JavaScript compiler's program for the same check and emit (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { outputSpecifier } from './output-specifier.js';

const tsgo = path.join(path.dirname(createRequire(import.meta.url).resolve('@typescript/native-preview/package.json')), 'bin', 'tsgo');

/** A declaration file's relative specifiers (`from '…'`, `import '…'`, `import("…")`), each with its output's name. */
export function rewriteSpecifiers(text, sourceDir) {
  const fix = (_all, head, quote, specifier) => `${head}${quote}${outputSpecifier(specifier, sourceDir) ?? specifier}${quote}`;
  return text.replace(/(\bfrom\s*|\bimport\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, fix).replace(/(\bimport\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, fix);
}

/** Every `.d.ts` under `dir`. */
function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Type-check the entries and the modules they reach, and write their declarations into `outDir` (the package's
 * tsconfig.json, without the `source` condition). Throws with the compiler's messages on any error.
 * @param {string[]} entries source files, relative to the package
 * @param {{ srcDir?: string, outDir?: string }} [dirs]
 */
export function emitDeclarations(entries, { srcDir = 'src', outDir = 'dist' } = {}) {
  const root = process.cwd();
  const src = path.resolve(root, srcDir);
  const out = path.resolve(root, outDir);
  // The package's tsconfig.json with the emit switched on, for the entries alone (tsgo takes a project, not a program).
  const project = path.join(root, 'tsconfig.declarations.tmp.json');
  const config = {
    extends: './tsconfig.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      rootDir: src,
      outDir: out,
      // Our packages from their built `.d.ts` (the `types` condition): turbo builds a package's dependencies first.
      customConditions: [],
    },
    files: entries.map((e) => path.resolve(root, e)),
    include: [],
  };
  writeFileSync(project, JSON.stringify(config));
  let result;
  try {
    result = spawnSync(tsgo, ['-p', project, '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
  } finally {
    rmSync(project, { force: true });
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`declarations of ${path.basename(root)}:\n${result.stdout}${result.stderr}`);
  for (const file of declarationFiles(out)) {
    const sourceDir = path.join(src, path.relative(out, path.dirname(file)));
    writeFileSync(file, rewriteSpecifiers(readFileSync(file, 'utf8'), sourceDir));
  }
}

// The `.d.ts` files of a published package, by TypeScript's own declaration emit: one per source module the entries
// reach, beside its `.js` (the same tree as src/). Our other packages are read from their built `.d.ts` (not their
// source), so each package's source is checked once, by its own build; the relative specifiers are written as a Node
// ESM host resolves them (`./x.js`, `./x/index.js`), as the modules' own imports are.
import path from 'node:path';
import ts from 'typescript';
import { outputSpecifier } from './output-specifier.js';

/** A declaration file's relative specifiers (`from '…'`, `import '…'`, `import("…")`), each with its output's name. */
export function rewriteSpecifiers(text, sourceDir) {
  const fix = (_all, head, quote, specifier) => `${head}${quote}${outputSpecifier(specifier, sourceDir) ?? specifier}${quote}`;
  return text.replace(/(\bfrom\s*|\bimport\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, fix).replace(/(\bimport\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, fix);
}

const format = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

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
  const overrides = {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    rootDir: src,
    outDir: out,
    // Our packages from their built `.d.ts` (the `types` condition): turbo builds a package's dependencies first.
    customConditions: [],
  };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.formatDiagnostics([d], format));
    },
  });
  if (!config) throw new Error(`no tsconfig.json in ${root}`);
  const program = ts.createProgram({ rootNames: entries.map((e) => path.resolve(root, e)), options: config.options });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  const writeFile = (fileName, text) => {
    const sourceDir = path.join(src, path.relative(out, path.dirname(fileName)));
    ts.sys.writeFile(fileName, rewriteSpecifiers(text, sourceDir));
  };
  if (diagnostics.length === 0) diagnostics.push(...program.emit(undefined, writeFile, undefined, true).diagnostics);
  if (diagnostics.length > 0) throw new Error(`declarations of ${path.basename(root)}:\n${ts.formatDiagnostics(diagnostics, format)}`);
}

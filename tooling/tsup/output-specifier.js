// How a relative import is named among a package's output files: one module per source module, `.js` beside it.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The file a relative import names, as its output will be named (`./x` → `./x.js` or `./x/index.js`); else undefined. */
export function outputSpecifier(specifier, resolveDir) {
  const base = path.resolve(resolveDir, specifier);
  for (const ext of ['.ts', '.tsx']) if (existsSync(base + ext)) return `${specifier}.js`;
  for (const ext of ['.ts', '.tsx']) if (existsSync(path.join(base, `index${ext}`))) return `${specifier}/index.js`;
  if (/\.(ts|tsx)$/.test(specifier)) return specifier.replace(/\.tsx?$/, '.js');
  return undefined;
}

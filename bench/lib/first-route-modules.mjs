// Modules that must never load on the first route (docs/adr/0017), found through each first-route file's source
// map: a library is named by its path under node_modules, whatever the bundler called the chunk.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Before any page: the app chunk (router, API client, session) and the first route. */
export const FORBIDDEN_BEFORE_PAGES = [
  { pattern: /node_modules\/zod\/v4\/classic\//, why: "classic zod: the schemas the app loads before any page use 'zod/mini' (ADR 0017)" },
  { pattern: /node_modules\/(react-pdf|pdfjs-dist)\//, why: 'the PDF viewer loads with the previewer only' },
];

/**
 * The first paint (the boot frame) has no schemas at all: zod, and the API package's contract schemas with it, load
 * with the app chunk (the frame reads the boot data with the theme's own field checks).
 */
export const FORBIDDEN_ON_FIRST_ROUTE = [
  ...FORBIDDEN_BEFORE_PAGES,
  { pattern: /node_modules\/zod\//, why: 'zod loads with the app chunk, not with the first paint (app/boot)' },
];

const RUNTIME_CHUNK_MAX_BYTES = 2048;

/**
 * The forbidden modules each of `files` (paths relative to `dist`) was built from, read from `<file>.map`. A file
 * without a map is reported (the check cannot be made blind), except the bundler's own runtime chunk: a few hundred
 * bytes of interop helpers with no sources to map.
 */
export function forbiddenModules(dist, files, rules = FORBIDDEN_ON_FIRST_ROUTE) {
  const found = [];
  for (const file of files) {
    const mapFile = path.join(dist, `${file}.map`);
    if (!existsSync(mapFile)) {
      if (statSync(path.join(dist, file)).size <= RUNTIME_CHUNK_MAX_BYTES) continue;
      found.push({ file, module: `${file}.map`, why: 'no source map to check the first route against' });
      continue;
    }
    const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of sources) {
      const rule = rules.find((r) => r.pattern.test(source.replaceAll('\\', '/')));
      if (rule) found.push({ file, module: source, why: rule.why });
    }
  }
  return found;
}

// What a browser must fetch for the first route of a built Vite app, read from its dist the way the browser
// reads it: the module/classic scripts and modulepreload links of index.html, then every chunk those import
// statically (transitively). Dynamic `import()` targets are lazy area chunks and are left out. No manifest is
// needed, so this works for our portal and for the peers alike.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '..');

// Vite's own JS parser (oxc, via `parseSync`) tells static imports from dynamic ones exactly, where a regex
// would be fooled by strings and comments. Resolved from the portal, which declares vite.
async function loadParser() {
  const fromPortal = createRequire(path.join(root, 'apps/portal/package.json'));
  const vite = await import(fromPortal.resolve('vite'));
  return vite.parseSync;
}

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);
const hasAttr = (tag, name) => new RegExp(`\\s${name}(?:[\\s=>]|$)`, 'i').test(tag);

/** Scripts, preloads, stylesheets and inline code that index.html makes the browser load before first paint. */
export function readHtml(html) {
  const scripts = [];
  const inlineScripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1];
    if (hasAttr(tag, 'nomodule')) continue; // modern browsers skip these
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue; // JSON, importmap, templates
    const src = attr(tag, 'src');
    if (src) scripts.push(src);
    else if (m[2].trim()) inlineScripts.push(m[2]);
  }
  const preloads = [];
  const stylesheets = [];
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && attr(m[0], 'as') === 'script')) preloads.push(href);
    if (rel.includes('stylesheet')) stylesheets.push(href);
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return { scripts, preloads, stylesheets, inlineScripts, inlineStyles };
}

/**
 * Map a URL from index.html to a file in dist. The app's `base` (e.g. `/cv3/`) is not known here, so leading
 * path segments are dropped until a file matches; external URLs (another origin) are not ours to count.
 */
function urlToFile(dist, url) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const parts = url.split(/[?#]/)[0].split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i += 1) {
    const file = path.join(dist, ...parts.slice(i));
    if (existsSync(file)) return file;
  }
  throw new Error(`index.html refers to ${url}, which is not in ${dist}`);
}

/** Specifiers of one ES module: static imports and export-from (loaded before it runs) and literal `import()`s. */
function specifiers(parseSync, file, code) {
  const { module, errors } = parseSync(path.basename(file), code, { sourceType: 'module' });
  if (errors?.length && !module.hasModuleSyntax) throw new Error(`cannot parse ${file}: ${errors[0].message}`);
  const statics = module.staticImports.map((i) => i.moduleRequest.value);
  for (const exp of module.staticExports) for (const e of exp.entries) if (e.moduleRequest) statics.push(e.moduleRequest.value);
  const dynamics = module.dynamicImports.map((d) => code.slice(d.moduleRequest.start, d.moduleRequest.end).match(/^(["'`])([^"'`$]+)\1$/)?.[2]).filter(Boolean);
  return { statics, dynamics };
}

/**
 * Every file `roots` load before they run (static imports and export-from, transitively), and the targets of the
 * literal `import()`s found on the way (not followed).
 */
function staticClosure(parseSync, dist, roots) {
  const queue = [...roots];
  const jsFiles = new Set();
  const dynamicTargets = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (jsFiles.has(file)) continue;
    jsFiles.add(file);
    const code = readFileSync(file, 'utf8');
    const { statics, dynamics } = specifiers(parseSync, file, code);
    for (const spec of statics) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith('//')) continue; // another origin
      const target = spec.startsWith('/') ? urlToFile(dist, spec) : path.resolve(path.dirname(file), spec);
      if (!existsSync(target)) throw new Error(`${path.relative(dist, file)} imports ${spec}, not found`);
      queue.push(target);
    }
    for (const spec of dynamics) if (spec.startsWith('.')) dynamicTargets.add(path.resolve(path.dirname(file), spec));
  }
  return { jsFiles, dynamicTargets };
}

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

/** The portal's app start module: its chunk, and what that imports, is the app every page waits for (app/boot). */
export const PORTAL_APP_SOURCE = 'src/app/boot/start-app.tsx';

/**
 * The first-route figures of a Vite dist folder. With `appSource`, also the lazy chunk built from that module and its
 * static imports (`app`), and `beforePageJsGzip`: the first route and the app together, what a page loads before
 * its own chunk.
 * @returns {{ js: {file: string, bytes: number, gzip: number}[], css: {file: string, bytes: number, gzip: number}[],
 *   jsRequests: number, jsBytes: number, jsGzip: number, inlineJsGzip: number, cssBytes: number, cssGzip: number,
 *   lazyJs: string[], app?: {file: string, js: object[], jsRequests: number, jsGzip: number}, beforePageJsGzip?: number }}
 */
export async function measureFirstRoute(distDir, { appSource } = {}) {
  const dist = path.resolve(distDir);
  const htmlFile = path.join(dist, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} not found: build the app first`);
  const html = readHtml(readFileSync(htmlFile, 'utf8'));
  const parseSync = await loadParser();

  // Breadth-first over static imports; modulepreload links are requested up front, so they count as well.
  const { jsFiles, dynamicTargets } = staticClosure(parseSync, dist, [...html.scripts, ...html.preloads].map((u) => urlToFile(dist, u)).filter(Boolean));

  const describe = (file) => {
    const buf = readFileSync(file);
    return { file: path.relative(dist, file), bytes: buf.length, gzip: gzip(buf) };
  };
  const js = [...jsFiles].map(describe);
  const css = html.stylesheets
    .map((u) => urlToFile(dist, u))
    .filter(Boolean)
    .map(describe);
  const inlineJsGzip = html.inlineScripts.reduce((n, s) => n + gzip(Buffer.from(s)), 0);
  const inlineCss = html.inlineStyles.reduce((n, s) => n + Buffer.byteLength(s), 0);
  const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
  const figures = {
    js,
    css,
    jsRequests: js.length,
    jsBytes: sum(js, 'bytes'),
    // Each file is its own response, so gzip is summed per file (as transferred), inline scripts included.
    jsGzip: sum(js, 'gzip') + inlineJsGzip,
    inlineJsGzip,
    cssBytes: sum(css, 'bytes') + inlineCss,
    cssGzip: sum(css, 'gzip') + html.inlineStyles.reduce((n, s) => n + gzip(Buffer.from(s)), 0),
    lazyJs: [...dynamicTargets].filter((f) => !jsFiles.has(f) && existsSync(f)).map((f) => path.relative(dist, f)),
  };
  if (!appSource) return figures;
  // The portal's app (router, API client, session): a lazy chunk every page needs before its own chunk.
  const appFile = lazyChunkOf(dist, figures, appSource);
  if (!appFile) throw new Error(`no lazy chunk of ${dist} is built from ${appSource}`);
  figures.app = { file: appFile, ...(await measureLazyChunk(dist, appFile, figures)) };
  figures.beforePageJsGzip = figures.jsGzip + figures.app.jsGzip;
  return figures;
}

/**
 * What a lazy chunk loads beyond the first route: the chunk and its static imports (Vite preloads them in parallel
 * with it), less the first route's own files. The portal's first paint is the boot frame; the app (router, API
 * client, session) is such a chunk, needed before any page: `firstRoute.jsGzip + app.jsGzip` is what the login page
 * and a role home load before their page chunk.
 * @returns {{ js: {file: string, bytes: number, gzip: number}[], jsRequests: number, jsGzip: number }}
 */
export async function measureLazyChunk(distDir, file, firstRoute) {
  const dist = path.resolve(distDir);
  const parseSync = await loadParser();
  const loaded = new Set(firstRoute.js.map((f) => path.resolve(dist, f.file)));
  const { jsFiles } = staticClosure(parseSync, dist, [path.resolve(dist, file)]);
  const js = [...jsFiles]
    .filter((f) => !loaded.has(f))
    .map((f) => {
      const buf = readFileSync(f);
      return { file: path.relative(dist, f), bytes: buf.length, gzip: gzip(buf) };
    });
  return { js, jsRequests: js.length, jsGzip: js.reduce((n, f) => n + f.gzip, 0) };
}

/** The lazy chunk (of `firstRoute.lazyJs`) built from `sourceSuffix`, found through the source maps; null if none. */
export function lazyChunkOf(dist, firstRoute, sourceSuffix) {
  for (const file of firstRoute.lazyJs) {
    const map = path.join(dist, `${file}.map`);
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.some((s) => s.replaceAll('\\', '/').endsWith(sourceSuffix))) return file;
  }
  return null;
}

// What each import costs a host: builds src/costs/<name>.js with Vite (as a host would) and prints, per entry, the
// gzip KiB of the JS loaded on page load (the entry and its static imports), of all JS (lazy chunks too), and the
// other files the build emits (the PDF worker, cMaps). Run after `npm install` here: `node bundle-costs.mjs`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// A host's production build (a test runner's NODE_ENV=test would give React's development build).
process.env.NODE_ENV = 'production';
const here = import.meta.dirname;
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const costs = {};
for (const entry of readdirSync(path.join(here, 'src/costs')).filter((f) => f.endsWith('.js'))) {
  const name = entry.replace(/\.js$/, '');
  const outDir = path.join(here, 'dist-costs', name);
  await build({
    root: here,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(here, 'src/costs', entry) } },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const onLoad = new Set();
  const visit = (key) => {
    if (onLoad.has(key)) return;
    onLoad.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(`src/costs/${entry}`);
  const files = readdirSync(path.join(outDir, 'assets'));
  costs[name] = {
    onLoadKiB: kib([...onLoad].reduce((sum, key) => sum + gzipped(path.join(outDir, manifest[key].file)), 0)),
    allJsKiB: kib(files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipped(path.join(outDir, 'assets', f)), 0)),
    otherFiles: files.filter((f) => !f.endsWith('.js')).length,
  };
}
process.stdout.write(`${JSON.stringify(costs)}\n`);

// The first-route analyser on a hand-made dist shaped like a grown portal: base /cv3/, a modulepreloaded vendor
// chunk, a chunk reached only by a static import, a re-export, and lazy area chunks behind import() and
// __vitePreload. Run: node --test bench/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { measureFirstRoute, readHtml } from './first-route.mjs';

function makeDist(files) {
  const dist = mkdtempSync(path.join(tmpdir(), 'first-route-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return dist;
}

test('counts the entry, modulepreloads and static imports, not lazy chunks', async () => {
  const files = {
    'index.html': `<!doctype html><html><head>
      <script type="module" crossorigin src="/cv3/assets/index.js" nonce="__CSP_NONCE__"></script>
      <link rel="modulepreload" crossorigin href="/cv3/assets/vendor.js">
      <link rel="stylesheet" crossorigin href="/cv3/assets/index.css">
      <script type="application/json" id="cfg">{"a":1}</script>
      <script nomodule src="/cv3/assets/legacy.js"></script>
      </head><body></body></html>`,
    'assets/index.js': `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/area.js","assets/area-dep.js"])))=>i.map(i=>d[i]);
      import{a as r}from"./vendor.js";import"./side.js";export{x}from"./reexp.js";
      const s="import q from './fake.js'";// import z from "./comment.js"
      const L=()=>__vitePreload(()=>import("./area.js"),__vite__mapDeps([0,1]));const M=()=>import('./area2.js');r(s,L,M);`,
    'assets/vendor.js': 'export const a=(...x)=>x;',
    'assets/side.js': 'import{a}from"./vendor.js";a();',
    'assets/reexp.js': 'export const x=1;',
    'assets/area.js': 'import"./area-dep.js";export default 1;',
    'assets/area-dep.js': 'export default 2;',
    'assets/area2.js': 'export default 3;',
    'assets/legacy.js': 'var big="legacy";',
    'assets/index.css': 'body{margin:0}',
  };
  const dist = makeDist(files);
  try {
    const r = await measureFirstRoute(dist);
    assert.deepEqual(r.js.map((f) => f.file).sort(), ['assets/index.js', 'assets/reexp.js', 'assets/side.js', 'assets/vendor.js']);
    assert.equal(r.jsRequests, 4);
    const expectedGzip = ['assets/index.js', 'assets/vendor.js', 'assets/side.js', 'assets/reexp.js'].reduce(
      (n, f) => n + gzipSync(Buffer.from(files[f]), { level: 9 }).length,
      0,
    );
    assert.equal(r.jsGzip, expectedGzip);
    assert.equal(r.cssBytes, Buffer.byteLength(files['assets/index.css']));
    assert.deepEqual(r.lazyJs.sort(), ['assets/area.js', 'assets/area2.js']);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('a missing referenced file is an error, not a silent zero', async () => {
  const dist = makeDist({ 'index.html': '<script type="module" src="/assets/gone.js"></script>' });
  try {
    await assert.rejects(measureFirstRoute(dist), /gone\.js/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('reads inline styles and preload-as-script links from html', () => {
  const h = readHtml(`<link rel="preload" as="script" href="/a.js"><link rel=modulepreload href=/b.js><style>p{}</style>`);
  assert.deepEqual(h.preloads, ['/a.js', '/b.js']);
  assert.deepEqual(h.inlineStyles, ['p{}']);
});

test('with appSource: the lazy chunk built from it and its static imports beyond the first route', async () => {
  const files = {
    'index.html': '<script type="module" src="/cv3/assets/index.js"></script>',
    'assets/index.js': 'import{v}from"./vendor.js";const A=()=>import("./app.js");const P=()=>import("./page.js");v(A,P);',
    'assets/vendor.js': 'export const v=(...x)=>x;',
    'assets/app.js': 'import{v}from"./vendor.js";import"./app-lib.js";export const start=v;',
    'assets/app.js.map': JSON.stringify({ version: 3, sources: ['../../src/app/boot/start-app.tsx', '../../src/app/app.tsx'], mappings: '' }),
    'assets/app-lib.js': 'export default "router";',
    'assets/page.js': 'export default 1;',
    'assets/page.js.map': JSON.stringify({ version: 3, sources: ['../../src/features/home.tsx'], mappings: '' }),
  };
  const dist = makeDist(files);
  try {
    const gz = (f) => gzipSync(Buffer.from(files[f]), { level: 9 }).length;
    const r = await measureFirstRoute(dist, { appSource: 'src/app/boot/start-app.tsx' });
    assert.deepEqual(r.js.map((f) => f.file).sort(), ['assets/index.js', 'assets/vendor.js']);
    assert.equal(r.app.file, 'assets/app.js');
    // The vendor file is the first route's: counted once, there.
    assert.deepEqual(r.app.js.map((f) => f.file).sort(), ['assets/app-lib.js', 'assets/app.js']);
    assert.equal(r.app.jsGzip, gz('assets/app.js') + gz('assets/app-lib.js'));
    assert.equal(r.beforePageJsGzip, r.jsGzip + r.app.jsGzip);
    await assert.rejects(measureFirstRoute(dist, { appSource: 'src/nothing.tsx' }), /no lazy chunk/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

// The forbidden-module check on hand-made source maps. Run: node --test bench/
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { FORBIDDEN_BEFORE_PAGES, forbiddenModules } from './first-route-modules.mjs';

function dist(maps) {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-route-modules-'));
  for (const [file, sources] of Object.entries(maps)) {
    writeFileSync(path.join(dir, file), sources ? '' : 'x'.repeat(4096));
    if (sources) writeFileSync(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return dir;
}

test('before pages (the app chunk): names classic zod and the PDF viewer, not zod/mini or zod core', () => {
  const d = dist({
    'vendor.js': [
      '../../../../node_modules/zod/v4/core/schemas.js',
      '../../../../node_modules/zod/v4/mini/schemas.js',
      '../../../../node_modules/zod/v4/classic/schemas.js',
    ],
    'index.js': ['../../src/main.tsx', '../../../../node_modules/pdfjs-dist/build/pdf.mjs'],
  });
  const found = forbiddenModules(d, ['vendor.js', 'index.js'], FORBIDDEN_BEFORE_PAGES);
  assert.deepEqual(
    found.map((f) => [f.file, f.module]),
    [
      ['vendor.js', '../../../../node_modules/zod/v4/classic/schemas.js'],
      ['index.js', '../../../../node_modules/pdfjs-dist/build/pdf.mjs'],
    ],
  );
});

test('the first paint has no zod at all, mini or core', () => {
  const d = dist({
    'vendor.js': [
      '../../../../node_modules/react-dom/index.js',
      '../../../../node_modules/zod/v4/core/core.js',
      '../../../../node_modules/zod/v4/mini/schemas.js',
    ],
  });
  assert.deepEqual(
    forbiddenModules(d, ['vendor.js']).map((f) => f.module),
    ['../../../../node_modules/zod/v4/core/core.js', '../../../../node_modules/zod/v4/mini/schemas.js'],
  );
});

test('a clean first route passes, and a file without a map is reported unless it is the small runtime chunk', () => {
  const d = dist({ 'vendor.js': ['../../../../node_modules/react-dom/index.js'], 'index.js': null });
  writeFileSync(path.join(d, 'runtime.js'), 'var e=Object.create;export{e as t};');
  assert.deepEqual(forbiddenModules(d, ['vendor.js', 'runtime.js']), []);
  assert.equal(forbiddenModules(d, ['index.js'])[0].why, 'no source map to check the first route against');
});

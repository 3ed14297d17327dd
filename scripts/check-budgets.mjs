#!/usr/bin/env node
// Byte budgets of design.md §7 for the built portal: what the login page and a role home load before any lazy
// area chunk (index.html's scripts and modulepreloads plus their static imports: the boot frame), and with the app
// chunk every page needs before its own (router, API client, session). Run right after the build in
// `npm test`; exits 1 naming each budget that is exceeded. Usage: node scripts/check-budgets.mjs [distDir]
import path from 'node:path';
import { checkBudgets, kib } from '../bench/lib/budgets.mjs';
import { PORTAL_APP_SOURCE, measureFirstRoute } from '../bench/lib/first-route.mjs';
import { FORBIDDEN_BEFORE_PAGES, forbiddenModules } from '../bench/lib/first-route-modules.mjs';
import { table } from '../bench/lib/table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/portal/dist');

let figures;
try {
  figures = await measureFirstRoute(dist, { appSource: PORTAL_APP_SOURCE });
} catch (error) {
  console.error(`check-budgets: cannot measure ${path.relative(root, dist)}: ${error.message}`);
  process.exit(2);
}

console.log(`First route of ${path.relative(root, dist) || dist}:`);
console.log(
  table(
    ['file', 'bytes', 'gzip -9'],
    [...figures.js, ...figures.css].map((f) => [f.file, f.bytes, kib(f.gzip)]),
  ),
);
console.log(`\nThe app chunk (${PORTAL_APP_SOURCE} and its static imports beyond the first route), fetched as the frame paints:`);
console.log(
  table(
    ['file', 'bytes', 'gzip -9'],
    figures.app.js.map((f) => [f.file, f.bytes, kib(f.gzip)]),
  ),
);
if (figures.lazyJs.length > 0) console.log(`(${figures.lazyJs.length} lazy chunk(s) not counted: ${figures.lazyJs.join(', ')})`);
console.log('');
const rows = checkBudgets(figures);
console.log(
  table(
    ['budget', 'measured', 'limit', ''],
    rows.map((r) => [r.label, r.shown, r.limitText, r.ok ? 'ok' : 'OVER']),
  ),
);

const forbidden = [
  ...forbiddenModules(
    dist,
    figures.js.map((f) => f.file),
  ),
  ...forbiddenModules(
    dist,
    figures.app.js.map((f) => f.file),
    FORBIDDEN_BEFORE_PAGES,
  ),
];
for (const f of forbidden) console.error(`Not allowed on the first route: ${f.module} in ${f.file} (${f.why})`);

const over = rows.filter((r) => !r.ok);
if (forbidden.length > 0) process.exitCode = 1;
if (over.length > 0) {
  console.error(`\nBudget exceeded: ${over.map((r) => `${r.label} ${r.shown} > ${r.limitText}`).join('; ')}`);
  process.exit(1);
}
if (forbidden.length === 0) console.log('\nAll byte budgets hold, and no forbidden module is on the first route.');

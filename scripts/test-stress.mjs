#!/usr/bin/env node
// `npm run test:stress` (issue 35): `npm test` while another process keeps every core busy, as on a loaded CI machine
// or a laptop running a browser. The suite must pass so: its waits are for states, its time limits backstops.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// One busy loop per core, at normal priority (a hog that yields would prove nothing).
const hogs = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`test:stress: ${hogs.length} CPU hogs (pids ${hogs.map((h) => h.pid).join(', ')}) beside npm test`);
let status = 1;
try {
  status = spawnSync('node', ['scripts/test.mjs'], { cwd: root, stdio: 'inherit' }).status ?? 1;
} finally {
  for (const hog of hogs) hog.kill('SIGKILL');
}
process.exit(status);

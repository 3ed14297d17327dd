// Seeds a data dir once: starts the built server on it (SEED=demo, the suite's pinned date), waits for /healthz, stops
// it and waits for its exit (PGlite closed). Run by support/seeded-template.ts: node seed-template.mjs <dir> <port> <date>.
import { spawn } from 'node:child_process';
import path from 'node:path';

const [dir, port, date] = process.argv.slice(2);
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')], {
  env: { ...process.env, PORT: port, DATA_DIR: dir, BUSINESS_DATE: date, SEED: 'demo', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
let up = false;
for (let i = 0; i < 600 && !up && server.exitCode === null; i += 1) {
  up = await fetch(`http://localhost:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) await new Promise((r) => setTimeout(r, 300));
}
server.kill('SIGTERM');
await exited;
if (!up) {
  console.error(`seed-template: the server did not start on ${dir}`);
  process.exit(1);
}

#!/usr/bin/env node
// `npm start`: build what is needed (turbo caches it), then run the server, which serves the portal at
// /cv3/ and the API on the same origin, on the embedded database in DATA_DIR seeded with demo data.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@scf/server', '--filter=@scf/portal', '--output-logs=errors-only'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'inherit' })];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}

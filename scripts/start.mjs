#!/usr/bin/env node
// `npm start`: build what is needed (turbo caches it), then run the server, which serves the portal at
// /cv3/ and the API on the same origin, on the embedded database in DATA_DIR seeded with demo data,
// and the local Ukey agent beside it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

// The first line says what this is (issue 26 H2): the demo, never a deployment (NODE_ENV=production node
// apps/server/dist/main.js is one, ADR 0024).
console.log(
  '演示模式 (demo): npm start runs the demo — published passwords, demo Ukeys whose private keys ship with the code, the demo CA trusted; never expose it to a network',
);

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
// npm start is the demo whatever the shell says: a deployment starts the server itself in production mode.
delete env.NODE_ENV;
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@scf/server', '--filter=@scf/portal', '--filter=@scf/ukey-agent', '--output-logs=errors-only'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// The local Ukey agent plays the bank's key middleware on loopback, with the demo keys already inserted, so a
// person can sign in the demo with no setup. Its store lives beside the database in DATA_DIR.
const dataDir = env.DATA_DIR ?? '.data';
const port = env.PORT ?? '8080';
const agentEnv = {
  ...env,
  UKEY_STORE: env.UKEY_STORE ?? path.join(dataDir, 'ukey-store.json'),
  UKEY_AGENT_ORIGINS: env.UKEY_AGENT_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
};
const children = [
  spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, ['apps/ukey-agent/dist/main.js'], { cwd: root, env: agentEnv, stdio: 'inherit' }),
];
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

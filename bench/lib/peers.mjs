// Build an Ant Design peer from the read-only ../shared/peers: copy it to a temp dir, `npm ci && npm run build`
// there. The copy is keyed by a hash of the peer's files, so a second bench run reuses the build (the peers are
// pinned by their lockfiles; rebuild with --rebuild-peers).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PEERS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'peers');

function hashTree(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(`${path.relative(dir, p)}\0`).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 12);
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${(r.stdout + r.stderr).slice(-3000)}`);
}

/** Directory of a built copy of peer `name` (with dist/ and node_modules/). */
export function buildPeer(name, { rebuild = false, log = console.log } = {}) {
  const source = path.join(PEERS_DIR, name);
  if (!existsSync(path.join(source, 'package.json'))) throw new Error(`peer ${name} not found in ${PEERS_DIR}`);
  const dir = path.join(tmpdir(), 'scf-bench-peers', `${name}-${hashTree(source)}`);
  const marker = path.join(dir, '.bench-built');
  if (!rebuild && existsSync(marker) && existsSync(path.join(dir, 'dist', 'index.html'))) {
    log(`  ${name}: reusing build in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true, filter: (p) => !/[/\\](node_modules|dist)$/.test(p) });
  const started = Date.now();
  log(`  ${name}: npm ci && npm run build in ${dir}`);
  run('npm', ['ci', '--prefer-offline'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(marker, new Date().toISOString());
  log(`  ${name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

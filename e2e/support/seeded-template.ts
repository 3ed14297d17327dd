import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverPort } from './ports';

/**
 * A seeded data dir made once and copied (issue 35). A server's first start on an empty dir pays the demo seed (its
 * scrypt hashes of every demo user's password: 26 of 41 s at load 9), a start on a seeded dir does not (15 s). The
 * workers' servers and every aux server (support/aux-server.ts) seed the same thing — SEED=demo on 2025-06-16, which
 * reads the business date only, not BUSINESS_TIME — so the seed is made once, into a directory named by a digest of
 * the server's build and the seed's settings, and each of those servers starts on a copy of it. The template is never
 * started again after it is made, so a copy is what a fresh seed gives; a new build of the server gets a new template.
 * E2E_FRESH_SEED=1 makes a new one anyway.
 */
export const SEED_DATE = '2025-06-16';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const DONE = '.seeded';

function templateDir(): string {
  const digest = createHash('sha256').update(readFileSync(SERVER_MAIN)).update(`demo ${SEED_DATE}`).digest('hex');
  return path.join(tmpdir(), `scf-e2e-seeded-${digest.slice(0, 16)}`);
}

/** The template's path, made now when there is none yet (synchronous: the config calls it before the web servers start). */
export function seededTemplate(): string {
  const dir = templateDir();
  if (existsSync(path.join(dir, DONE)) && process.env.E2E_FRESH_SEED !== '1') return dir;
  const fresh = mkdtempSync(`${dir}-making-`);
  // The template's server takes port + 9 of worker 0's block (support/ports.ts), which nothing else uses.
  const made = spawnSync(process.execPath, [path.join(import.meta.dirname, 'seed-template.mjs'), fresh, String(serverPort(0) + 9), SEED_DATE], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (made.status !== 0) throw new Error(`could not seed the e2e template data dir (exit ${made.status})`);
  writeFileSync(path.join(fresh, DONE), new Date().toISOString());
  rmSync(dir, { recursive: true, force: true });
  dropStale(dir);
  try {
    renameSync(fresh, dir);
  } catch {
    // Another run made it at the same moment: theirs is as good.
    rmSync(fresh, { recursive: true, force: true });
  }
  return dir;
}

/** Templates of earlier builds, a day old or more (one of 50 MB per server build otherwise stays in the temp dir). */
function dropStale(keep: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (!name.startsWith('scf-e2e-seeded-') || full === keep) continue;
    if (statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
  }
}

/** Fill `target` (new or empty) with a copy of the seeded template the run made (SCF_E2E_TEMPLATE), if there is one. */
export function copySeeded(target: string): string {
  const template = process.env.SCF_E2E_TEMPLATE;
  // A data dir that holds a database already (SCF_E2E_DATA_DIR of an earlier run) is left as it is, never overwritten.
  if (template && existsSync(template) && !existsSync(path.join(target, 'PG_VERSION')))
    cpSync(template, target, { recursive: true, filter: (from) => path.basename(from) !== DONE });
  return target;
}

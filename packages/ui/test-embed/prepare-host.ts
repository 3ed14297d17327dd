// Global set-up of the embedding tests (slow, uses the npm registry): build @scf/api and @scf/ui, `npm pack` both
// and install the tarballs into two throw-away copies of examples/bank-host outside the workspace — one on the
// example's React 19, one on React 18 — then render, measure and build there. The tests read the results through
// `inject('embed')`. KEEP_EMBED_DIR=1 keeps the temp apps for debugging.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '..');
const apiDir = path.resolve(uiDir, '../api');
const workspaceRoot = path.resolve(uiDir, '../..');
// The host: examples/bank-host (its package.json names the tarballs and the host's React, styled-components, Vite).
const example = path.join(workspaceRoot, 'examples', 'bank-host');

/** The React 18 line of the second host (issue 13 item 3: the peer range says >=18). */
export const REACT_18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.8' };

export interface Rendered {
  html: string;
  css: string;
  resolved: string;
  datePickerResolved: string;
}
/** gzip KiB of a host page's JS: loaded on page load, all of it, and how many other files the build emitted. */
export interface Cost {
  onLoadKiB: number;
  allJsKiB: number;
  otherFiles: number;
}
export interface EmbedHosts {
  /** The React 19 host (the example as it is). */
  app: string;
  /** The React 18 copy. */
  app18: string;
  apiTgz: string;
  uiTgz: string;
  rendered: Rendered;
  costs: Record<string, Cost>;
  /** Seconds each phase took (the test's time is bounded: it runs in CI). */
  seconds: Record<string, number>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    embed: EmbedHosts;
  }
}

// No shell; the workspace's npm config (workspaces, lockfile) must not leak into the host app's install.
const hostEnv = () => ({ ...process.env, npm_config_workspaces: undefined, NODE_OPTIONS: '', NODE_ENV: 'production' });

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: hostEnv() });
}

const runAsync = promisify(execFile);

function tempApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-embed-'));
  if (!path.relative(workspaceRoot, dir).startsWith('..')) throw new Error(`temp app ${dir} is inside the workspace`);
  cpSync(example, dir, { recursive: true, filter: (src) => !/node_modules|dist|\.tgz$/.test(path.relative(example, src)) });
  return dir;
}

const INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];

export default async function setup(project: TestProject) {
  const seconds: Record<string, number> = {};
  let started = Date.now();
  const lap = (name: string) => {
    seconds[name] = Math.round((Date.now() - started) / 100) / 10;
    started = Date.now();
  };
  // `npm test` has just built every package (its first step) and says so; run alone, this set-up builds the two itself.
  if (process.env.SCF_PACKAGES_BUILT !== '1') {
    run('npm', ['run', 'build'], apiDir);
    run('npm', ['run', 'build'], uiDir);
  }
  lap('build');
  const app = tempApp();
  const app18 = tempApp();
  const pack = (dir: string) => (JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], dir)) as { filename: string }[])[0]!.filename;
  const apiTgz = pack(apiDir);
  const uiTgz = pack(uiDir);
  for (const tgz of [apiTgz, uiTgz]) copyFileSync(path.join(app, tgz), path.join(app18, tgz));
  const manifest18 = JSON.parse(readFileSync(path.join(app18, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  Object.assign(manifest18.dependencies, REACT_18);
  writeFileSync(path.join(app18, 'package.json'), `${JSON.stringify(manifest18, null, 2)}\n`);
  lap('pack');
  // The React 18 host installs (mostly waiting on the registry) while the React 19 host installs, renders and builds.
  const host18 = runAsync('npm', INSTALL, { cwd: app18, env: hostEnv() }).then(() =>
    runAsync('npx', ['vite', 'build', 'refs', '--outDir', '../dist-refs', '--emptyOutDir', '--logLevel', 'error'], { cwd: app18, env: hostEnv() }),
  );
  run('npm', INSTALL, app);
  lap('install');
  copyFileSync(path.join(here, 'render-shell.mjs'), path.join(app, 'render-shell.mjs'));
  const rendered = JSON.parse(run('node', ['render-shell.mjs'], app)) as Rendered;
  const costs = JSON.parse(run('node', ['bundle-costs.mjs'], app)) as Record<string, Cost>;
  lap('costs');
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
  // The page without React (the custom elements) and the refs page, each its own Vite root inside the host.
  run('npx', ['vite', 'build', 'plain-html', '--outDir', '../dist-plain', '--emptyOutDir', '--logLevel', 'error'], app);
  run('npx', ['vite', 'build', 'refs', '--outDir', '../dist-refs', '--emptyOutDir', '--logLevel', 'error'], app);
  lap('build hosts');
  await host18;
  lap('react 18 host (rest)');
  project.provide('embed', { app, app18, apiTgz, uiTgz, rendered, costs, seconds });
  return () => {
    if (!process.env.KEEP_EMBED_DIR) for (const dir of [app, app18]) rmSync(dir, { recursive: true, force: true });
  };
}

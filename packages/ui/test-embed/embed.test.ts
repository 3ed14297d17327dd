// EMBEDDING TEST (issue 3 item 6) — slow and uses the npm registry. It proves a host outside the monorepo can
// install the published tarballs and render our shell: build @scf/api and @scf/ui, `npm pack` both, install the
// tarballs with react, react-dom and styled-components into a temp app outside the workspace, and render a themed
// Header and RightBar there with react-dom/server. Run: `npx vitest run --config test-embed/vitest.config.ts`.
// KEEP_EMBED_DIR=1 keeps the temp app for debugging.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '..');
const apiDir = path.resolve(uiDir, '../api');
const workspaceRoot = path.resolve(uiDir, '../..');
// The host: examples/bank-host (its package.json names the tarballs and the host's React, styled-components, Vite).
const example = path.join(workspaceRoot, 'examples', 'bank-host');

let app = '';

function run(cmd: string, args: string[], cwd: string): string {
  // No shell; the workspace's npm config (workspaces, lockfile) must not leak into the host app's install.
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_workspaces: undefined, NODE_OPTIONS: '', NODE_ENV: 'production' } });
}

function pack(dir: string): string {
  const out = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], dir)) as { filename: string }[];
  return out[0]!.filename;
}

interface Rendered {
  html: string;
  css: string;
  resolved: string;
  datePickerResolved: string;
}
let rendered: Rendered;
/** gzip KiB of a host page's JS: loaded on page load, all of it, and how many other files the build emitted. */
interface Cost {
  onLoadKiB: number;
  allJsKiB: number;
  otherFiles: number;
}
let costs: Record<string, Cost>;

beforeAll(() => {
  run('npm', ['run', 'build'], apiDir);
  run('npm', ['run', 'build'], uiDir);
  app = mkdtempSync(path.join(os.tmpdir(), 'scf-embed-'));
  if (!path.relative(workspaceRoot, app).startsWith('..')) throw new Error(`temp app ${app} is inside the workspace`);
  cpSync(example, app, { recursive: true, filter: (src) => !/node_modules|dist|\.tgz$/.test(path.relative(example, src)) });
  const apiTgz = pack(apiDir);
  const uiTgz = pack(uiDir);
  // The example's package.json names exactly these files (@scf/ui's own @scf/api dependency is overridden to it).
  const wanted = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect([wanted.dependencies['@scf/api'], wanted.dependencies['@scf/ui']]).toEqual([`file:./${apiTgz}`, `file:./${uiTgz}`]);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
  copyFileSync(path.join(here, 'render-shell.mjs'), path.join(app, 'render-shell.mjs'));
  rendered = JSON.parse(run('node', ['render-shell.mjs'], app)) as Rendered;
  costs = JSON.parse(run('node', ['bundle-costs.mjs'], app)) as Record<string, Cost>;
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
});

afterAll(() => {
  if (app && !process.env.KEEP_EMBED_DIR) rmSync(app, { recursive: true, force: true });
});

describe('embedding the packed @scf/ui in a host app outside the workspace', () => {
  it("resolves @scf/ui from the host app's node_modules, not the workspace", () => {
    const resolved = fileURLToPath(rendered.resolved);
    expect(resolved.startsWith(path.join(app, 'node_modules', '@scf', 'ui'))).toBe(true);
    const installed = JSON.parse(readFileSync(path.join(app, 'node_modules/@scf/api/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe('0.1.0');
  });

  it('resolves the @scf/ui/date-picker subpath to the built file and renders a DatePicker from it', () => {
    expect(fileURLToPath(rendered.datePickerResolved)).toBe(path.join(app, 'node_modules', '@scf', 'ui', 'dist', 'date-picker', 'index.js'));
    expect(rendered.html).toMatch(/role="combobox"[^>]*aria-label="到期日"|aria-label="到期日"[^>]*role="combobox"/);
    expect(rendered.html).toContain('2026-10-08');
  });

  it('renders the Header with its labels', () => {
    for (const label of ['公告', '账户中心', '交易对手管理', '更多产品', '消息中心', '帮助中心', '问卷调查', '张三', '经办']) {
      expect(rendered.html).toContain(label);
    }
  });

  it('renders the RightBar with its aria-labels', () => {
    for (const label of ['常见问题', '公众号', '在线客服']) expect(rendered.html).toContain(`aria-label="${label}"`);
  });

  it('themes through CSS variables from the platform config', () => {
    expect(rendered.html).toContain('--scf-top-bar-color:#123456');
    expect(rendered.css).toContain('var(--scf-top-bar-color');
  });

  it('costs a host little per import (issue 13): MoneyInput + ThemeProvider ≤ React + styled-components + 12 KiB, the Header ≤ + 30 KiB', () => {
    const base = costs['baseline']!.onLoadKiB;
    console.info(`bank-host import costs (gzip KiB on page load): ${JSON.stringify(costs)}`);
    expect(costs['money-input']!.onLoadKiB).toBeLessThanOrEqual(base + 12);
    expect(costs['header']!.onLoadKiB).toBeLessThanOrEqual(base + 30);
  });

  it('emits the PDF worker and the Chinese cMaps only into a host that imports @scf/ui/file-previewer', () => {
    expect(costs['money-input']!.otherFiles).toBe(0);
    expect(costs['header']!.otherFiles).toBe(0);
    expect(costs['file-previewer']!.otherFiles).toBeGreaterThan(10);
    expect(costs['file-previewer']!.allJsKiB).toBeGreaterThan(costs['file-previewer']!.onLoadKiB + 100);
  });

  it('builds examples/bank-host (variant-B header, footer, MoneyInput and Table) from the tarballs', () => {
    expect(existsSync(path.join(app, 'dist', 'index.html'))).toBe(true);
  });

  // The host's TypeScript (the workspace's compiler) on examples/bank-host/src/types-check.ts.
  it.each([
    ['bundler', 'esnext'],
    ['node16', 'node16'],
    ['node10', 'commonjs'],
  ])('resolves the types of every entry under moduleResolution %s', (resolution, module) => {
    const tsc = path.join(workspaceRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = [tsc, '--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', module, '--moduleResolution', resolution, 'src/types-check.ts'];
    const out = spawnSync('node', args, { cwd: app, encoding: 'utf8' });
    expect(`${out.stdout}${out.stderr}`).toBe('');
    expect(out.status).toBe(0);
  });
});

// EMBEDDING TEST (issue 3 item 6) — slow and uses the npm registry. It proves a host outside the monorepo can
// install the published tarballs and render our shell: build @scf/api and @scf/ui, `npm pack` both, install the
// tarballs with react, react-dom and styled-components into a temp app outside the workspace, and render a themed
// Header and RightBar there with react-dom/server. Run: `npx vitest run --config test-embed/vitest.config.ts`.
// KEEP_EMBED_DIR=1 keeps the temp app for debugging.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '..');
const apiDir = path.resolve(uiDir, '../api');
const workspaceRoot = path.resolve(uiDir, '../..');
// The host's versions (toolchain.md): what a bank platform embedding us would install.
const HOST_DEPS = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };

let app = '';

function run(cmd: string, args: string[], cwd: string): string {
  // No shell; the workspace's npm config (workspaces, lockfile) must not leak into the host app's install.
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_workspaces: undefined, NODE_OPTIONS: '' } });
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

beforeAll(() => {
  run('npm', ['run', 'build'], apiDir);
  run('npm', ['run', 'build'], uiDir);
  app = mkdtempSync(path.join(os.tmpdir(), 'scf-embed-'));
  if (!path.relative(workspaceRoot, app).startsWith('..')) throw new Error(`temp app ${app} is inside the workspace`);
  const apiTgz = pack(apiDir);
  const uiTgz = pack(uiDir);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'embed-host',
      private: true,
      type: 'module',
      dependencies: { '@scf/api': `file:./${apiTgz}`, '@scf/ui': `file:./${uiTgz}`, ...HOST_DEPS },
      // @scf/ui depends on @scf/api 0.1.0: take it from our tarball, never from the public registry.
      overrides: { '@scf/api': '$@scf/api' },
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--omit=optional', '--loglevel=error'], app);
  copyFileSync(path.join(here, 'render-shell.mjs'), path.join(app, 'render-shell.mjs'));
  rendered = JSON.parse(run('node', ['render-shell.mjs'], app)) as Rendered;
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
    expect(fileURLToPath(rendered.datePickerResolved)).toBe(path.join(app, 'node_modules', '@scf', 'ui', 'dist', 'date-picker.js'));
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
});

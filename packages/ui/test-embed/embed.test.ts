// EMBEDDING TEST (issue 3 item 6, issue 13) — the packed tarballs in a host app outside the monorepo. The global
// set-up (prepare-host.ts) builds @scf/api and @scf/ui, `npm pack`s both, installs them with react, react-dom and
// styled-components into throw-away copies of examples/bank-host, renders a themed Header and RightBar there with
// react-dom/server (render-shell.mjs), measures each import's cost and builds the host. This file checks what it
// got. Run: `npx vitest run --config test-embed/vitest.config.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
const { app, apiTgz, uiTgz, rendered, costs, seconds } = inject('embed');

describe('embedding the packed @scf/ui in a host app outside the workspace', () => {
  it('installs exactly the tarballs the example names', () => {
    console.info(`embedding set-up, seconds per phase: ${JSON.stringify(seconds)}`);
    // The example's package.json names exactly these files (@scf/ui's own @scf/api dependency is overridden to it).
    const wanted = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect([wanted.dependencies['@scf/api'], wanted.dependencies['@scf/ui']]).toEqual([`file:./${apiTgz}`, `file:./${uiTgz}`]);
  });

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
    // All four custom elements (their own React root each, the agreement modal's dialog): measured, with headroom.
    expect(costs['elements']!.onLoadKiB).toBeLessThanOrEqual(base + 36);
  });

  it('emits the PDF worker and the Chinese cMaps only into a host that imports @scf/ui/file-previewer', () => {
    expect(costs['money-input']!.otherFiles).toBe(0);
    expect(costs['header']!.otherFiles).toBe(0);
    expect(costs['elements']!.otherFiles).toBe(0);
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
    const args = [
      tsc,
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      module,
      '--moduleResolution',
      resolution,
      'src/types-check.ts',
    ];
    const out = spawnSync('node', args, { cwd: app, encoding: 'utf8' });
    expect(`${out.stdout}${out.stderr}`).toBe('');
    expect(out.status).toBe(0);
  });
});

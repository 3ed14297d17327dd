// Refs of the packed controls on React 18 and React 19 hosts (issue 13 item 3): the same page (examples/bank-host/
// refs) built in the example (React 19) and in its React 18 copy (prepare-host.ts), run in Chromium. Each ref must
// be the native element — React 18 never passes `ref` as a prop, so a component without forwardRef drops it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, serve } from './browser';
import { REACT_18 } from './prepare-host';

const here = path.dirname(fileURLToPath(import.meta.url));
const { app, app18 } = inject('embed');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function refsOn(host: string) {
  const server = await serve(path.join(host, 'dist-refs'));
  const page = await browser.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await page.locator('#result').filter({ hasText: 'react' }).waitFor();
    return { ...(JSON.parse((await page.locator('#result').textContent()) ?? '') as Record<string, unknown>), errors };
  } finally {
    await page.close();
    await server.close();
  }
}

describe.each([
  ['19', () => app],
  ['18', () => app18],
])('the packed @scf/ui on a React %s host', (major, host) => {
  it('has that React, once (no second copy under @scf/ui)', () => {
    const installed = JSON.parse(readFileSync(path.join(host(), 'node_modules/react/package.json'), 'utf8')) as { version: string };
    expect(installed.version.split('.')[0]).toBe(major);
    if (major === '18') expect(installed.version).toBe(REACT_18.react);
    expect(existsSync(path.join(host(), 'node_modules/@scf/ui/node_modules/react'))).toBe(false);
  });

  it('gives Button, TextInput and MoneyInput refs to their native elements', async () => {
    const result = await refsOn(host());
    expect(result).toEqual({
      react: expect.stringMatching(new RegExp(`^${major}\\.`)),
      button: { tag: 'BUTTON', name: '提交' },
      textInput: { tag: 'INPUT', name: '企业名称' },
      moneyInput: { tag: 'INPUT', name: '融资金额' },
      moneyInputFocusable: true,
      errors: [],
    });
  });
});

it('server-renders the themed Header, RightBar and DatePicker on React 18 too', () => {
  copyFileSync(path.join(here, 'render-shell.mjs'), path.join(app18, 'render-shell.mjs'));
  const out = spawnSync('node', ['render-shell.mjs'], { cwd: app18, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' } });
  expect(out.stderr).toBe('');
  const { html } = JSON.parse(out.stdout) as { html: string };
  for (const label of ['公告', '张三', '到期日']) expect(html).toContain(label);
  expect(html).toContain('--scf-top-bar-color:#123456');
});

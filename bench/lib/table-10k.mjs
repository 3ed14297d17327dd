// The 10k table of issue 13: ../shared/peers/table-10k (antd 6 Table, virtual) against the same page with our
// Table (bench/table-10k), cold loads in Chromium through CDP, 1x and 4x CPU. Both pages render the table only after
// a click on #go (once the table's chunk has loaded, `window.__ready`), and mark the first row with
// `data-first-row`; the pages' own code (the peer's main.tsx, copied) polls each frame until that row is in the
// DOM, then marks `window.__afterPaint` a frame and a message later (≈ painted). The same harness measures both:
//  - navigation → first row: the page clicks #go itself the moment the table chunk is ready (a user who clicks as
//    soon as they can); `__afterPaint` from navigation start;
//  - click → first row: the page loaded and quiet for 1 s, a real click (Playwright input), then `__afterPaint`
//    minus the click's `performance.now()` that the page's handler keeps in `window.__t0`; then the same load
//    scrolls the table for 120 frames (p95 frame interval).
// The rows carry `elementtiming` too, but Chromium headless reports no Element Timing entries for them (checked
// with Chromium 14x/15x): the figure is the pages' own mark, as in the peer's README.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { median } from './stats.mjs';

export const OURS_DIR = path.resolve(import.meta.dirname, '..', 'table-10k');

/** Build our page (bench/table-10k) with the workspace's vite; returns its directory. */
export function buildOurs() {
  const r = spawnSync(process.execPath, [path.resolve(OURS_DIR, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: OURS_DIR,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build failed in ${OURS_DIR}:\n${(r.stdout + r.stderr).slice(-3000)}`);
  if (!existsSync(path.join(OURS_DIR, 'dist', 'index.html'))) throw new Error(`no dist/index.html in ${OURS_DIR}`);
  return OURS_DIR;
}

// Runs in the page before its scripts (both apps alike).
function instrument(autoClick) {
  window.__tbl = { clickedAt: null };
  if (!autoClick) return;
  let ready = false;
  Object.defineProperty(window, '__ready', {
    configurable: true,
    get: () => ready,
    set(value) {
      ready = value;
      if (!value) return;
      const go = () => {
        const button = document.getElementById('go');
        if (!button) return requestAnimationFrame(go);
        window.__tbl.clickedAt = performance.now();
        button.click();
      };
      go();
    },
  });
}

function readState() {
  const js = performance.getEntriesByType('resource').filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
  const paint = window.__afterPaint ?? null;
  return {
    afterPaint: paint,
    rowsInDom: window.__rowsInDom ?? null,
    t0: window.__t0 ?? null,
    clickedAt: window.__tbl.clickedAt,
    rows: window.__rows ?? null,
    domRows: document.querySelectorAll('tbody tr').length,
    jsBytes: js.filter((e) => paint === null || e.startTime < paint).reduce((n, e) => n + (e.decodedBodySize || 0), 0),
    jsFiles: js.filter((e) => paint === null || e.startTime < paint).length,
  };
}

// Scrolling: 120 frames, each moving the table's scroll container (`window.__scrollSel`) down by 400 px; the p95 of
// the intervals between animation frames (16.7 ms when every frame is on time at 60 Hz).
function scrollFrames() {
  const el = document.querySelector(window.__scrollSel);
  if (!el) return Promise.resolve(null);
  return new Promise((resolve) => {
    const gaps = [];
    let last = null;
    const step = (now) => {
      if (last !== null) gaps.push(now - last);
      last = now;
      if (gaps.length >= 120) {
        gaps.sort((a, b) => a - b);
        resolve(gaps[Math.ceil(0.95 * gaps.length) - 1]);
        return;
      }
      el.scrollTop += 400;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

async function oneLoad(browser, url, { cpuRate, mode }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(instrument, mode === 'navigation');
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (mode === 'click') {
      await page.waitForFunction(() => window.__ready === true, null, { timeout: 60_000 });
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      await page.click('#go');
    }
    await page.waitForFunction(() => window.__afterPaint !== undefined, null, { timeout: 60_000 });
    const s = await page.evaluate(readState);
    if (s.rows !== 10_000) throw new Error(`${url} rendered ${s.rows} rows, not 10,000`);
    const from = mode === 'click' ? s.t0 : 0;
    const scroll = mode === 'click' ? await page.evaluate(scrollFrames) : null;
    return { firstRowMs: s.afterPaint - from, inDomMs: s.rowsInDom - from, jsBytes: s.jsBytes, jsFiles: s.jsFiles, domRows: s.domRows, scrollP95Ms: scroll };
  } finally {
    await context.close();
  }
}

const round = (v) => (v == null ? null : Math.round(v));

/**
 * Median of `runs` cold loads per app, mode and CPU rate; the apps alternate load by load, so a machine that gets
 * busier mid-run slows both alike. `apps` is { name: url }.
 */
export async function measureTable10k(browser, apps, { runs = 5, cpuRates = [1, 4], log = console.log } = {}) {
  const names = Object.keys(apps);
  // One unmeasured load each: server and OS caches.
  for (const name of names) await oneLoad(browser, apps[name], { cpuRate: 1, mode: 'navigation' });
  const out = Object.fromEntries(names.map((n) => [n, { url: apps[n] }]));
  for (const cpuRate of cpuRates) {
    for (const mode of ['navigation', 'click']) {
      const samples = Object.fromEntries(names.map((n) => [n, []]));
      for (let i = 0; i < runs; i += 1) {
        for (const name of i % 2 ? [...names].reverse() : names) samples[name].push(await oneLoad(browser, apps[name], { cpuRate, mode }));
      }
      for (const name of names) {
        const s = samples[name];
        const key = `${cpuRate}x`;
        out[name][key] ??= {};
        out[name][key][mode === 'navigation' ? 'navigationToFirstRow' : 'clickToFirstRow'] = {
          medianMs: round(median(s.map((x) => x.firstRowMs))),
          samplesMs: s.map((x) => round(x.firstRowMs)),
          // When the row was first seen in the DOM (before its frame is painted).
          inDomMedianMs: round(median(s.map((x) => x.inDomMs))),
          ...(mode === 'navigation' ? { jsBytesBeforeFirstRow: median(s.map((x) => x.jsBytes)), jsFilesBeforeFirstRow: median(s.map((x) => x.jsFiles)) } : {}),
          // After the click's figure, the same load scrolls the table (scrollFrames): median of the loads' p95.
          ...(mode === 'click'
            ? { scrollFrameP95Ms: s.some((x) => x.scrollP95Ms == null) ? null : Math.round(median(s.map((x) => x.scrollP95Ms)) * 10) / 10 }
            : {}),
          // `tbody tr` in the DOM at the end (antd's virtual body is made of divs: 0 there).
          domRows: s.at(-1).domRows,
        };
        log(
          `  ${name} ${key} ${mode} → first row: ${out[name][key][mode === 'navigation' ? 'navigationToFirstRow' : 'clickToFirstRow'].medianMs} ms (${s.map((x) => round(x.firstRowMs)).join(', ')})`,
        );
      }
    }
  }
  return out;
}

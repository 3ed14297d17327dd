// Largest Contentful Paint of a cold page load with 4x CPU throttling, through the Chrome DevTools Protocol
// in Debian's Chromium (no Lighthouse needed). Each run is a fresh browser context (empty cache). Besides LCP it
// records FCP, main-thread task time (CDP Performance.TaskDuration), the scripts fetched before FCP/LCP, and the
// CSS text in the page's style sheets once it settled (which includes CSS-in-JS injected at run time).
import { chromiumArgs } from '@scf/test-chromium';
import { median } from './stats.mjs';

// The tests' flags (@scf/test-chromium); the binary stays the full browser unless CHROMIUM_PATH names another: the
// figures are a user's browser's, not the tests' headless shell's.
export const CHROMIUM_ARGS = [...chromiumArgs];

export async function launchChromium() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    ({ chromium } = await import('@playwright/test'));
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

// Runs in the page before any of its scripts: keeps the latest LCP candidate, as web-vitals does.
function observeLcp() {
  window.__bench = { lcp: null, lcpAt: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const el = last.element;
    // What was painted, so a spinner or an error message is not mistaken for the page.
    const text = el ? (el.textContent || el.getAttribute('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 40) : '';
    window.__bench.lcp = { startTime: last.startTime, element: el ? `${el.tagName.toLowerCase()} "${text}"` : null, size: last.size };
    window.__bench.lcpAt = performance.now();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

function readPage() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const js = performance.getEntriesByType('resource').filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
  const lcpTime = window.__bench.lcp?.startTime ?? Infinity;
  let cssChars = 0;
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) cssChars += rule.cssText.length;
    } catch {
      /* a cross-origin sheet: not ours */
    }
  }
  // Each long task's excess over 50 ms, summed from navigation start (not only after FCP as Lighthouse's TBT:
  // a client-rendered page does its heaviest task before FCP). Real CDP throttling, not Lighthouse's simulation.
  const blocking = window.__bench.longTasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
  return {
    fcp,
    blocking,
    jsBeforeFcp: js.filter((e) => fcp !== null && e.startTime < fcp).length,
    jsBeforeLcp: js.filter((e) => e.startTime < lcpTime).length,
    cssChars,
    lcp: window.__bench.lcp,
    lcpAt: window.__bench.lcpAt,
    now: performance.now(),
  };
}

async function oneRun(browser, url, cpuRate) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(observeLcp);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Settle: LCP candidates stop once the page is quiet; wait for 1.5 s without a new one (at most 20 s).
    let state = await page.evaluate(readPage);
    for (let waited = 0; waited < 20_000; waited += 250) {
      if (state.lcp && state.now - Math.max(state.lcpAt, 0) > 1500) break;
      await page.waitForTimeout(250);
      state = await page.evaluate(readPage);
    }
    if (!state.lcp) throw new Error(`no LCP entry on ${url} (nothing contentful painted?)`);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? null;
    return {
      lcpMs: state.lcp.startTime,
      lcpElement: state.lcp.element,
      fcpMs: state.fcp,
      blockingMs: state.blocking,
      mainThreadMs: metric('TaskDuration') * 1000,
      scriptMs: metric('ScriptDuration') * 1000,
      jsFetchedBeforeFcp: state.jsBeforeFcp,
      jsFetchedBeforeLcp: state.jsBeforeLcp,
      runtimeCssChars: state.cssChars,
    };
  } finally {
    await context.close();
  }
}

/** Median of `runs` cold loads (after one unmeasured warm-up that lets the server and OS caches fill). */
export async function measureLcp(browser, url, { runs = 3, cpuRate = 4 } = {}) {
  await oneRun(browser, url, 1);
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await oneRun(browser, url, cpuRate));
  const pick = (key) => (samples.every((s) => s[key] !== null) ? Math.round(median(samples.map((s) => s[key]))) : null);
  return {
    url,
    cpuThrottling: cpuRate,
    runs,
    lcpMs: pick('lcpMs'),
    lcpSamplesMs: samples.map((s) => Math.round(s.lcpMs)),
    lcpElement: samples.at(-1).lcpElement,
    fcpMs: pick('fcpMs'),
    blockingMs: pick('blockingMs'),
    mainThreadMs: pick('mainThreadMs'),
    scriptMs: pick('scriptMs'),
    jsFetchedBeforeFcp: pick('jsFetchedBeforeFcp'),
    jsFetchedBeforeLcp: pick('jsFetchedBeforeLcp'),
    runtimeCssChars: pick('runtimeCssChars'),
  };
}

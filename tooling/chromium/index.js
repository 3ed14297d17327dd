// The Chromium every test browser runs (Playwright e2e, Storybook's browser tests, the embedding tests): Debian's, never
// a downloaded one (toolchain.md). CHROMIUM_PATH names it; without it, Debian's headless shell when installed
// (`chromium-headless-shell`, built from the same Chromium source: the same Blink and Skia, without the desktop
// browser's window, GPU and profile machinery, so a page costs about a third less CPU), else the full `chromium`.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

/** The Chromium binary for tests: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL;
}

/**
 * Flags every test browser needs: no sandbox (CI runs as root), no GPU, and none of the background traffic Chromium
 * starts on its own (without these it tries to reach the internet and floods refused connections).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The test browsers' flags (e2e, Storybook's browser tests, the embedding tests): `chromiumArgs` plus three that cut
 * the browser's CPU without changing what a page does or shows (measured on the e2e menu walk, 11 accounts × every
 * screen: the browser's CPU 165 → 136 s, the run's 230 → 195 s):
 * - V8 without its optimising tiers (Maglev, TurboFan): a test page lives seconds, and their background compiles of
 *   the bundle's hot functions were 17 s of that walk and never paid back; the interpreter and Sparkplug remain.
 * - the GPU process's compositor and the network service in the browser process: the same work without the IPC hops.
 * Not for the bench (bench/lib/lcp.mjs), which measures the page as a user's browser runs it.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev', '--in-process-gpu', '--enable-features=NetworkServiceInProcess2'];

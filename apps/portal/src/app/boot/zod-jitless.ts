import { config as zodConfig } from 'zod/mini';

// zod probes for `new Function` before its first object parse (its faster code path); under our script-src without
// 'unsafe-eval' the probe is blocked and the browser reports a CSP violation at every page load (issue 28 item 10).
// Set with the app chunk, whose modules are the first to parse (zod is not on the first route: byte budgets).
zodConfig({ jitless: true });

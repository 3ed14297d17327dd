// zod probes for `new Function` when it builds an object schema (its faster, compiled parser); under our script-src
// without 'unsafe-eval' the probe is blocked and the browser reports a CSP violation (issue 28 item 10). zod reads its
// configuration from `globalThis.__zod_globalConfig`, so setting it here — the entry's first lines, before any chunk
// that holds zod runs — needs no zod bytes on the first route and holds whatever order the app chunk's modules run in.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};

import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;
/** Node-environment preset (server, pure modules). */
export function nodePreset(name: string, extra?: TestOptions): ViteUserConfig;
/** jsdom preset with Testing Library and jest-dom matchers (components, hooks). */
export function domPreset(name: string, extra?: TestOptions): ViteUserConfig;
/** The reporters of a runner: the console's, and with REPORT_DIR its JSON counts and per-file timings. */
export function reporters(name: string): NonNullable<TestOptions['reporters']>;
/**
 * Two projects: `shared` (isolate: false) for every file but `isolated`, which get a fresh worker each.
 * VITEST_ISOLATE=1 returns the preset as it is (every file isolated).
 */
export function sharedWorkers(preset: ViteUserConfig, isolated: string[]): ViteUserConfig;

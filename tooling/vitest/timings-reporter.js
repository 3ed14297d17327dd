// A vitest reporter that writes what each test file cost, phase by phase, for scripts/lib/timings.mjs. Vitest's own
// JSON report times only the tests of a file, not its environment, setup and imports: the fixed cost every file pays.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class TimingsReporter {
  /** @param {{ outputFile: string, runner: string }} options */
  constructor({ outputFile, runner }) {
    this.outputFile = outputFile;
    this.runner = runner;
    /** @type {{ file: string, totalMs: number, environmentMs: number, setupMs: number, importMs: number, testsMs: number }[]} */
    this.files = [];
    /** Environment set-ups already counted, by project: in a shared worker (isolate: false) one serves many files. */
    this.environments = new Map();
    /** Shared workers' module loads (shared-start.js), by project: reported as one row apart from the files. */
    this.sharedStarts = new Map();
    /** Browser projects whose shared page has started (its first file seen). */
    this.pagesStarted = new Set();
  }

  /**
   * A file's environment set-up, counted once per worker: in a shared worker (isolate: false) vitest builds the
   * environment once and reports that one duration on every file it runs, so a repeat of the exact same figure in the
   * same project is the same set-up again.
   */
  environmentOf(testModule, ms) {
    if (testModule.project.config.isolate !== false || ms === 0) return ms;
    const seen = this.environments.get(testModule.project.name) ?? new Set();
    this.environments.set(testModule.project.name, seen);
    if (seen.has(ms)) return 0;
    seen.add(ms);
    return ms;
  }

  /**
   * A browser project whose files share one page (isolate: false) sets the page up once, in the first file it runs
   * (the preview's annotations, the story packages' first load): that set-up is the page's start, not that file's.
   */
  pageStartOf(testModule, setupMs) {
    const config = testModule.project.config;
    if (!config.browser?.enabled || config.isolate !== false || this.pagesStarted.has(testModule.project.name)) return 0;
    this.pagesStarted.add(testModule.project.name);
    return setupMs;
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    // In a browser project "prepare" runs from the start of the whole run (the file's wait for a page behind the files
    // before it), not the file's own cost: left out there.
    const queued = testModule.project.config.browser?.enabled ? d.prepareDuration : 0;
    const project = testModule.project.name;
    // The modules a shared worker loads once for all its files (shared-start.js), and a shared browser page's start
    // (the first file's set-up): the worker's start, not this file's.
    const shared = (testModule.meta().sharedStartMs ?? 0) + this.pageStartOf(testModule, d.setupDuration);
    if (shared > 0) this.sharedStarts.set(project, (this.sharedStarts.get(project) ?? 0) + shared);
    const phases = {
      environmentMs: this.environmentOf(testModule, d.environmentSetupDuration),
      setupMs: d.prepareDuration - queued + d.setupDuration - shared,
      importMs: d.collectDuration,
      testsMs: d.duration,
    };
    const rounded = Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)]));
    const file = path.relative(this.root ?? process.cwd(), testModule.moduleId);
    this.files.push({ file: project ? `${file} [${project}]` : file, totalMs: Object.values(rounded).reduce((a, b) => a + b, 0), ...rounded });
  }

  onTestRunEnd() {
    for (const [project, ms] of this.sharedStarts) {
      const file = `(shared workers' start: the modules or page each worker loads once for its files)${project ? ` [${project}]` : ''}`;
      this.files.push({ file, sharedStart: true, totalMs: ms, environmentMs: 0, setupMs: ms, importMs: 0, testsMs: 0 });
    }
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify({ runner: this.runner, files: this.files }, null, 2)}\n`);
  }
}

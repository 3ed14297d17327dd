// Every preset's first setup file. `FAST_CHECK_RUNS_FACTOR=100 npx vitest run <file>` runs each fast-check property
// with 100 times its `numRuns` (fast-check's default 100 when it names none) and without its time limit, to find the
// rare counterexample (a bound off by one at a boundary) before a random run of the suite does. Unset, nothing changes.
import { vi } from 'vitest';

const factor = Number(process.env.FAST_CHECK_RUNS_FACTOR ?? '1');

if (Number.isInteger(factor) && factor > 1) {
  // 100 times the runs take about 100 times as long: the usual limits would end the deeper runs, not a hang.
  vi.setConfig({ testTimeout: 3_600_000 });
  vi.doMock('fast-check', async (importOriginal) => {
    const fc = await importOriginal();
    const deeper = (params = {}) => {
      const { interruptAfterTimeLimit: _limit, ...rest } = params;
      return { ...rest, numRuns: (params.numRuns ?? 100) * factor };
    };
    const assert = (property, params) => fc.assert(property, deeper(params));
    const check = (property, params) => fc.check(property, deeper(params));
    return { ...fc, assert, check, default: { ...fc.default, assert, check } };
  });
}

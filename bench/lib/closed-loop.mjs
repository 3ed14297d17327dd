// One closed loop for the ledger's throughput figures (bench/lib/ledger.mjs, bench/lib/ledger-floor.mjs).
/**
 * Closed loop: `workers` callers, each calling `once` again as soon as it answered, for `seconds`. The latency of each
 * success in ms, the failures (and the first one's message) and the elapsed seconds.
 */
export async function closedLoop(once, { workers, seconds }) {
  const times = [];
  let failures = 0;
  let firstError = null;
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await once();
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch (error) {
          failures += 1;
          firstError ??= String(error?.message ?? error);
        }
      }
    }),
  );
  return { times, failures, firstError, elapsed: (Date.now() - started) / 1000 };
}

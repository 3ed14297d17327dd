// The start a shared worker (vitest `isolate: false`) pays once, reported apart from the files (timings-reporter.js).
// In a shared worker the first file's setup loads the modules every later file of the worker reuses: timed by the
// setup file and charged to the file, it made that file look seconds slower than its own work.
import { beforeAll } from 'vitest';

/**
 * Call from a setup file with what it loads for the worker (dynamic imports): resolves to their modules, and tells
 * the timings report how long the load took in this file — the worker's start in its first file, about nothing after.
 * @template T
 * @param {() => Promise<T>} load
 * @returns {Promise<T>}
 */
export async function loadShared(load) {
  const started = performance.now();
  const modules = await load();
  const ms = Math.round(performance.now() - started);
  beforeAll(({}, file) => {
    file.meta.sharedStartMs = ms;
  });
  return modules;
}

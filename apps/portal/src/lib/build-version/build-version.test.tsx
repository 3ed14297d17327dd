import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_URL, deployedEntry, runningEntry, useNewBuildAvailable } from './build-version';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function runBuild(entry: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
  return script;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.useRealTimers();
});

describe('build version', () => {
  it('reads the running entry from the page and the deployed one from version.json', async () => {
    runBuild('/cv3/assets/index-AAA.js');
    expect(runningEntry()).toBe('/cv3/assets/index-AAA.js');
    const fetchFn = vi.fn(async () => json({ entry: '/cv3/assets/index-BBB.js' }));
    expect(await deployedEntry(fetchFn)).toBe('/cv3/assets/index-BBB.js');
    expect(fetchFn).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('cannot tell on a failed call or a body of another shape', async () => {
    expect(await deployedEntry(async () => json({}, 404))).toBeNull();
    expect(await deployedEntry(async () => json({ build: 1 }))).toBeNull();
    expect(await deployedEntry(async () => Promise.reject(new TypeError('offline')))).toBeNull();
  });

  it('turns true when a poll finds another build, and stays false for the same one', async () => {
    vi.useFakeTimers();
    runBuild('/cv3/assets/index-AAA.js');
    let deployed = '/cv3/assets/index-AAA.js';
    const fetchFn = vi.fn(async () => json({ entry: deployed }));
    const { result } = renderHook(() => useNewBuildAvailable(1000, fetchFn));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(false);
    deployed = '/cv3/assets/index-BBB.js';
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(true);
  });

  it('does not poll where no built entry runs (development, tests)', async () => {
    vi.useFakeTimers();
    const fetchFn = vi.fn(async () => json({ entry: 'x' }));
    renderHook(() => useNewBuildAvailable(1000, fetchFn));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

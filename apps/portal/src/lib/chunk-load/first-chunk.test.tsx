import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markChunkLoaded } from './recover-once';
import { useAfterFirstChunk } from './first-chunk';

afterEach(() => vi.useRealTimers());

// One module state per test file: the fallback is tested before any chunk has loaded.
describe('the frame’s helpers wait for the first page chunk', () => {
  it('turns true after the fallback delay when no chunk has loaded (a page that failed still gets its helpers)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstChunk(3000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('turns true as soon as the first chunk has loaded, and stays true for frames mounted later', () => {
    const { result } = renderHook(() => useAfterFirstChunk(60_000));
    expect(result.current).toBe(false);
    act(() => markChunkLoaded());
    expect(result.current).toBe(true);
    expect(renderHook(() => useAfterFirstChunk(60_000)).result.current).toBe(true);
  });
});

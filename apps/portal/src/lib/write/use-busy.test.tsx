import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusy } from './use-busy';

describe('useBusy (one action at a time)', () => {
  it('is busy while the action runs, ignores a second one meanwhile, and answers the first one’s result', async () => {
    const { result } = renderHook(() => useBusy());
    let finish: (value: string) => void = () => undefined;
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    let second: string | undefined = 'not run';
    await act(async () => {
      second = await result.current.run(async () => 'second');
    });
    expect(second).toBeUndefined();
    await act(async () => {
      finish('first');
      await first;
    });
    await expect(first).resolves.toBe('first');
    expect(result.current.busy).toBe(false);
  });

  it('is free again after an action that throws', async () => {
    const { result } = renderHook(() => useBusy());
    await act(async () => {
      await expect(result.current.run(async () => Promise.reject(new Error('网络异常')))).rejects.toThrow('网络异常');
    });
    expect(result.current.busy).toBe(false);
    let again: string | undefined;
    await act(async () => {
      again = await result.current.run(async () => 'again');
    });
    expect(again).toBe('again');
  });
});

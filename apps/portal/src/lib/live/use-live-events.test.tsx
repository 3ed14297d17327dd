import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointCacheKey } from '@scf/api';
import { LIVE_EVENTS_URL, useLiveEvents } from './use-live-events';

/** A stand-in for the browser's EventSource (unit test only): the test opens, fails and sends events by hand. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, fn: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(type: string): void {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
  /** The browser retries by itself (CONNECTING), or gave up (CLOSED: an error answer). */
  fail(gaveUp: boolean): void {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.();
  }
}

const open = (url: string) => new FakeEventSource(url) as unknown as EventSource;
const latest = () => FakeEventSource.made[FakeEventSource.made.length - 1]!;

const KEYS = {
  todos: endpointCacheKey({ method: 'POST', path: '/v1/todos/list' }, { body: { page: 1, size: 1 } }),
  unread: endpointCacheKey({ method: 'POST', path: '/v1/sys/messages' }, { body: { messageState: 'SENT', messageType: 'ALL' } }),
  detail: endpointCacheKey({ method: 'POST', path: '/v1/applications/{appNo}/detail' }, { params: { appNo: 'A1' } }),
  other: endpointCacheKey({ method: 'GET', path: '/v1/sys/configs/find-by-config-key' }, {}),
};
type Name = keyof typeof KEYS;

/** The hook under test beside four SWR reads, each counting its fetches. */
function setup(identity: string | null) {
  const fetches: Record<Name, number> = { todos: 0, unread: 0, detail: 0, other: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
  );
  const view = renderHook(
    ({ id }: { id: string | null }) => {
      useSWR(KEYS.todos, () => (fetches.todos += 1));
      useSWR(KEYS.unread, () => (fetches.unread += 1));
      useSWR(KEYS.detail, () => (fetches.detail += 1));
      useSWR(KEYS.other, () => (fetches.other += 1));
      useLiveEvents(id, { open, baseMs: 1000, maxMs: 4000, ownRetries: 1 });
    },
    { wrapper, initialProps: { id: identity } },
  );
  return { fetches, view };
}

afterEach(() => {
  FakeEventSource.made = [];
  vi.useRealTimers();
});

describe('useLiveEvents', () => {
  it('opens one stream while signed in, and none when signed out', () => {
    setup(null);
    expect(FakeEventSource.made).toHaveLength(0);
    const { view } = setup('s2_op:ROLE_OPERATOR');
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe(LIVE_EVENTS_URL);
    view.rerender({ id: 's2_op:ROLE_OPERATOR' });
    expect(FakeEventSource.made).toHaveLength(1);
    view.rerender({ id: null });
    expect(FakeEventSource.made[0]!.closed).toBe(true);
  });

  it('revalidates exactly the reads of each event', async () => {
    const { fetches } = setup('s2_op:ROLE_OPERATOR');
    await waitFor(() => expect(fetches).toEqual({ todos: 1, unread: 1, detail: 1, other: 1 }));
    act(() => latest().emit('todo'));
    await waitFor(() => expect(fetches.todos).toBe(2));
    act(() => latest().emit('message'));
    await waitFor(() => expect(fetches.unread).toBe(2));
    act(() => latest().emit('application'));
    await waitFor(() => expect(fetches).toEqual({ todos: 3, unread: 2, detail: 2, other: 1 }));
    act(() => latest().emit('resync'));
    await waitFor(() => expect(fetches).toEqual({ todos: 4, unread: 3, detail: 3, other: 1 }));
  });

  it('leaves a dropped stream to the browser first, then reconnects with a capped back-off, and reads again once back', async () => {
    vi.useFakeTimers();
    const { fetches } = setup('s2_op:ROLE_OPERATOR');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const first = latest();
    act(() => first.fail(false));
    expect(first.closed).toBe(false);
    act(() => first.fail(false));
    expect(first.closed).toBe(true);
    // Waits 2 s (1 s doubled by the second failure), then a new stream.
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(FakeEventSource.made).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => latest().fail(true));
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(FakeEventSource.made).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.made).toHaveLength(3);
    // The cap: never more than 4 s.
    act(() => latest().fail(true));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(FakeEventSource.made).toHaveLength(4);
    const before = { ...fetches };
    act(() => latest().open());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetches.todos).toBe(before.todos + 1);
    expect(fetches.unread).toBe(before.unread + 1);
    expect(fetches.other).toBe(before.other);
  });

  it('stops for good when the server ends the session', async () => {
    vi.useFakeTimers();
    setup('s2_op:ROLE_OPERATOR');
    act(() => latest().emit('end'));
    expect(latest().closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.made).toHaveLength(1);
  });
});

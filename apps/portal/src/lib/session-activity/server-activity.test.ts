import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityTrackingFetch, lastServerActivity, markServerActivity, subscribeServerActivity } from './server-activity';

// The clock is module state that outlives this file in a shared worker: leave it at "the server answered just now", as
// a page load starts, not at 1970 (an app rendered afterwards would count its session as long expired and log out).
afterEach(() => markServerActivity());

describe('server activity', () => {
  it('tells the subscribers when the server answered with the session alive', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerActivity(listener);
    markServerActivity(1000);
    expect(lastServerActivity()).toBe(1000);
    const fetch = activityTrackingFetch(async () => new Response('{}', { status: 200 }));
    await fetch('/v1/sys/messages');
    expect(lastServerActivity()).toBeGreaterThan(1000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does not count a 401 or 403: the session is gone', async () => {
    markServerActivity(5);
    await activityTrackingFetch(async () => new Response('{}', { status: 401 }))('/uaa/v1/userInfo');
    await activityTrackingFetch(async () => new Response('{}', { status: 403 }))('/uaa/v1/userInfo');
    expect(lastServerActivity()).toBe(5);
  });
});

// When this tab last heard from the server with the session. The server ends a session after 30 minutes without a
// request (security.md §1.1), so that — not mouse or key activity — is what the idle warning counts from.

let last = Date.now();
const listeners = new Set<() => void>();

/** A request with the session was answered (any answer but 401/403: the session was alive and is now renewed). */
export function markServerActivity(at: number = Date.now()): void {
  last = at;
  for (const listener of listeners) listener();
}

export function lastServerActivity(): number {
  return last;
}

export function subscribeServerActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `fetch` that marks the activity when the server answered with the session still alive. */
export function activityTrackingFetch(inner: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (response.status !== 401 && response.status !== 403) markServerActivity();
    return response;
  };
}

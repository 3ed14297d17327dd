/**
 * The API client is created before React renders, but handling a 401/403 needs the router and the session
 * state. The client calls `notify`; the session provider subscribes while it is mounted.
 */
export interface UnauthorizedBridge {
  notify(returnTo: string): void;
  subscribe(handler: (returnTo: string) => void): () => void;
}

export function createUnauthorizedBridge(): UnauthorizedBridge {
  let current: ((returnTo: string) => void) | null = null;
  return {
    notify(returnTo) {
      current?.(returnTo);
    },
    subscribe(handler) {
      current = handler;
      return () => {
        if (current === handler) current = null;
      };
    },
  };
}

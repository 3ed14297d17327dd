import { useEffect, useRef } from 'react';
import type { PlatformConfigError } from './read-platform-config';

/** Sets the variables on <html> through the CSSOM (allowed under the CSP, unlike inline style attributes). */
export function useRootVariables(vars: Record<string, string>, enabled: boolean) {
  const key = JSON.stringify(vars);
  useEffect(() => {
    if (!enabled) return undefined;
    const root = document.documentElement.style;
    const entries = Object.entries(JSON.parse(key) as Record<string, string>);
    const previous = entries.map(([name]) => [name, root.getPropertyValue(name)] as const);
    for (const [name, value] of entries) root.setProperty(name, value);
    return () => {
      for (const [name, value] of previous) {
        if (value) root.setProperty(name, value);
        else root.removeProperty(name);
      }
    };
  }, [key, enabled]);
}

/** Reports an invalid config once per config: a console warning in development and the host's callback. */
export function useConfigErrorReport(error: PlatformConfigError | null, onConfigError: ((error: PlatformConfigError) => void) | undefined) {
  const callback = useRef(onConfigError);
  useEffect(() => {
    callback.current = onConfigError;
  });
  useEffect(() => {
    if (!error) return;
    try {
      // Bundlers replace this with a constant, so production builds drop the warning; a page without a bundler
      // has no `process` and counts as production.
      if (process.env.NODE_ENV !== 'production') console.warn('[@scf/ui] invalid platform config, default theme:', error.message);
    } catch {
      // no process: production
    }
    callback.current?.(error);
  }, [error]);
}

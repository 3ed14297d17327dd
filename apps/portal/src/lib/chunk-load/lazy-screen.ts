import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { markChunkLoaded } from './recover-once';
import { importWithTimeout } from './with-timeout';

/** React.lazy with the spec §9 chunk timeout; a successful load re-arms the single-reload recovery. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const mod = await importWithTimeout(load);
    markChunkLoaded();
    return mod;
  });
}

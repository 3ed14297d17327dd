import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../app';
import { createAppServices } from '../services';

/**
 * The app takes the page over from the boot frame: the router, the API client and the session, in one chunk that
 * main.tsx fetches while the frame paints. Rendered as a transition, so React builds it in slices (the page stays
 * responsive, no long task) and swaps it in at once when it is ready: the frame stays on screen until then.
 */
export function startApp(root: Root): void {
  const services = createAppServices();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}

// First: the CSP nonce must be in place before styled-components loads (security.md §1.4).
import './csp-nonce';
// Then zod's configuration, before any chunk builds a schema (zod-jitless.ts says why).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootFrame } from './app/boot/boot-frame';
import { importWithTimeout } from './lib/chunk-load/with-timeout';
import { appPathOf } from './lib/routing/paths';

// The first paint is the branded frame (app/boot/boot-frame.tsx): React, styled-components and the shell's header
// and footer, no more (design.md §7: the first route). The app — router, API client, session, the screen registry —
// is fetched at once, in parallel with the frame's render, and takes the page over when it has arrived.
const root = createRoot(document.getElementById('root')!);
const frame = (failed: boolean) => (
  <StrictMode>
    <BootFrame pathname={appPathOf(window.location.pathname)} host={window.location.host} failed={failed} />
  </StrictMode>
);
root.render(frame(false));

importWithTimeout(() => import('./app/boot/start-app'))
  .then(({ startApp }) => startApp(root))
  .catch(async (error: unknown) => {
    // Spec §8: a chunk that did not load (a deploy replaced it, the network dropped) reloads the page once.
    const outcome = await import('./lib/chunk-load/recover-once').then((m) => m.recoverFromChunkError(error)).catch(() => 'show-error');
    if (outcome !== 'reloading') root.render(frame(true));
  });

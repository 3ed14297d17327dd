import { createElement } from 'react';
import { vi } from 'vitest';

// jsdom lacks the browser APIs Radix Select and menus use (they scroll the chosen option into view and capture the
// pointer); screens with a ui Select are tested by keyboard and pointer like the ui package's own tests.
const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;

// jsdom lacks ResizeObserver: Radix radios and checkboxes measure themselves with it, and so do the role homes' charts.
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// pdf.js cannot load in jsdom (no DOMMatrix): the previewer's lazily imported PDF view would fail, and in a shared
// worker (vitest.config.ts) that failed import stays failed for every later file, which then shows the route's error
// page the moment a PDF is opened. The portal's tests check that the previewer opens; the ui package tests the real
// PDF view. A stand-in that names the file it was given takes its place.
vi.mock('../../../../packages/ui/src/file-previewer/pdf-viewer', () => ({
  default: ({ url }: { url: string }) => createElement('p', { 'data-testid': 'pdf-view' }, url),
}));

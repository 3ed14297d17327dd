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

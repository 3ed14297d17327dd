// jsdom lacks what Radix measures and captures when a Select opens or a RadioGroup mounts. (src/test/setup.ts is the
// place for these once the app owners take them in.)
const element = Element.prototype as unknown as Record<string, unknown>;
element.hasPointerCapture ??= () => false;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

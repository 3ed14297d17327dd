import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { PortalContainerProvider } from '../portal-container/portal-container';
import { cssVariables } from '../theme/css-variables';
import { readPlatformConfig } from '../theme/read-platform-config';
import { ThemeProvider } from '../theme/theme-provider';
import { tokensFromReading } from '../theme/tokens-from-config';
import type { ThemeTokens } from '../theme/theme-tokens';

/** The attributes every element observes. */
export const COMMON_ATTRIBUTES = ['config'] as const;

/** Dispatches a bubbling, composed CustomEvent on `target`; returns false when a listener called preventDefault. */
export function emit(target: HTMLElement, type: string, detail?: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}

/** A boolean attribute as HTML reads it: present is true, whatever its value. */
export function flag(element: HTMLElement, name: string): boolean {
  return element.hasAttribute(name);
}

/**
 * `HTMLElement` where there is one; on a server (no DOM) a stand-in, so that importing the entry there (a host's
 * server render importing its client code) fails nothing. Only `define()` registers anything.
 */
const HTMLElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * The base of our custom elements (docs/adr/0021): light DOM, one React root per element in a child container,
 * themed from the `config` attribute (JSON) or property, with a second container for the element's dialogs and
 * menus so they inherit its theme variables.
 */
export abstract class ScfElement extends HTMLElementBase {
  #root: Root | null = null;
  #container: HTMLDivElement | null = null;
  #portal: HTMLDivElement | null = null;
  #config: unknown = undefined;
  /** The config last reported as invalid, so one bad config raises one `configerror`. */
  #reported: unknown = undefined;

  static get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES];
  }

  get config(): unknown {
    if (this.#config !== undefined) return this.#config;
    const text = this.getAttribute('config');
    if (text === null || text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON: reported as an invalid config (readPlatformConfig refuses a string), themed with the defaults.
      return text;
    }
  }

  set config(value: unknown) {
    this.#config = value;
    this.update();
  }

  /** The tokens of the current config (the defaults for none or an invalid one, reported once as `configerror`). */
  protected tokens(): ThemeTokens {
    const config = this.config;
    const reading = readPlatformConfig(config);
    // The property's value, or the attribute's text (parsed anew on each render).
    const key = this.#config !== undefined ? this.#config : this.getAttribute('config');
    if (reading.kind === 'invalid' && this.#reported !== key) {
      this.#reported = key;
      emit(this, 'configerror', { code: reading.error.code, message: reading.error.message });
    }
    return tokensFromReading(reading);
  }

  /** The React tree inside the theme. */
  protected abstract content(): ReactNode;

  /** Called once, before the first render: light-DOM children the element takes over (the agreement text). */
  protected adopt(): void {}

  connectedCallback(): void {
    if (!this.#root) {
      this.adopt();
      this.#container = this.ownerDocument.createElement('div');
      this.#container.setAttribute('data-scf-element-root', '');
      this.#portal = this.ownerDocument.createElement('div');
      this.#portal.setAttribute('data-scf-element-portal', '');
      this.append(this.#container, this.#portal);
      this.listen(this.#container);
      this.#root = createRoot(this.#container);
      // The first render is synchronous: right after connecting, the element's input, validity and texts exist.
      flushSync(() => this.render());
    } else {
      this.update();
    }
  }

  disconnectedCallback(): void {
    // A move (remove + append in the same task) keeps the root; a real removal unmounts it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
      this.#container?.remove();
      this.#portal?.remove();
      this.#container = null;
      this.#portal = null;
    });
  }

  attributeChangedCallback(): void {
    this.update();
  }

  /** Hook for listeners on the React container (e.g. stopping the native events of an inner input). */
  protected listen(container: HTMLElement): void {
    void container;
  }

  update(): void {
    if (this.#root) this.render();
  }

  /** Renders now (a no-op before the element is connected). */
  protected render(): void {
    const tokens = this.tokens();
    const portal = this.#portal!;
    // The floating parts render in the portal container, outside the provider's wrapper: give it the variables.
    for (const [name, value] of Object.entries(cssVariables(tokens))) portal.style.setProperty(name, value);
    this.#root!.render(
      <ThemeProvider tokens={tokens}>
        <PortalContainerProvider container={portal}>{this.content()}</PortalContainerProvider>
      </ThemeProvider>,
    );
  }
}

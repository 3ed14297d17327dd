import { ScfAgreementModalElement } from './scf-agreement-modal';
import { ScfFooterElement } from './scf-footer';
import { ScfHeaderElement } from './scf-header';
import { ScfMoneyInputElement } from './scf-money-input';

/** The tag names and their classes. */
export const SCF_ELEMENTS = {
  'scf-header': ScfHeaderElement,
  'scf-footer': ScfFooterElement,
  'scf-money-input': ScfMoneyInputElement,
  'scf-agreement-modal': ScfAgreementModalElement,
} as const;

/** Display defaults at zero specificity (`:where`), so any host rule wins. */
const DISPLAY_CSS = ':where(scf-header, scf-footer, scf-money-input) { display: block; } :where(scf-agreement-modal) { display: contents; }';

/**
 * Registers the four elements (idempotent: a tag already defined, by us or by another copy of the package, is left
 * as it is). Call it once before or after the tags are in the page; the browser upgrades them.
 */
export function define(registry: CustomElementRegistry = customElements): void {
  const doc = typeof document === 'undefined' ? null : document;
  if (doc && !doc.querySelector('style[data-scf-elements]')) {
    const style = doc.createElement('style');
    style.setAttribute('data-scf-elements', '');
    style.textContent = DISPLAY_CSS;
    doc.head.append(style);
  }
  for (const [tag, element] of Object.entries(SCF_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scf-header': ScfHeaderElement;
    'scf-footer': ScfFooterElement;
    'scf-money-input': ScfMoneyInputElement;
    'scf-agreement-modal': ScfAgreementModalElement;
  }
}

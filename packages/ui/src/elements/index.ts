// @scf/ui/elements: the shell parts as custom elements for hosts not on React (issue 13 item 5, docs/adr/0021).
export { define, SCF_ELEMENTS } from './define';
export { ScfElement } from './scf-element';
export { ScfAgreementModalElement } from './scf-agreement-modal';
export { ScfFooterElement } from './scf-footer';
export { ScfHeaderElement } from './scf-header';
export { ScfMoneyInputElement } from './scf-money-input';

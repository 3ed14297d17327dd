// @scf/finance-widgets: business widgets on top of @scf/ui, @scf/api and @scf/signing.
export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';

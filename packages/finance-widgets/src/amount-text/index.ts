export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';

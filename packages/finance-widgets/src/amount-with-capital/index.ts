export { AmountWithCapital } from './amount-with-capital';
export type { AmountWithCapitalProps } from './amount-with-capital';

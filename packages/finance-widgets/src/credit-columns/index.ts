export { creditColumns } from './credit-columns';
export type { CreditColumnsOptions } from './credit-columns';

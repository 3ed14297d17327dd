export { CreditTree } from './credit-tree';
export type { CreditTreeProps } from './credit-tree';

export { CreditTable } from './credit-table';
export type { CreditPageResult, CreditTableProps } from './credit-table';

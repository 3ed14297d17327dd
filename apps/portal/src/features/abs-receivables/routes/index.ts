// 供应链ABS receivables screens (domain-lines.md §18.2–§18.3), loaded together as one chunk (app/screens/abs-receivables.ts).
export { PayableQueryPage } from './payable-query-page';
export { PayableRegisterPage } from './payable-register-page';
export { ReceivableQueryPage } from './receivable-query-page';

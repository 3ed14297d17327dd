// The packages after acceptance (domain-lines.md §20.1, §20.3), loaded together as one chunk (app/screens/discount-bills.ts).
export { BabQueryPage } from './bab-query-page';
export { BabRevokePage } from './revoke-page';
export { BabSubmitPage } from './submit-page';
export { BillDetailPage } from './bill-detail-page';
export { BillReceivePage } from './receive-page';
export { MyBillsPage } from './my-bills-page';

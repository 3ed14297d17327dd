// ABS融资资料 (/abs/finance-data/*): its own screens, loaded together as one chunk (app/screens/abs-finance-data.ts).
export { CreatePage } from './create-page';
export { DetailPage } from './detail-page';
export { FinanceIndexPage } from './finance-index-page';
export { SuccessPage } from './success-page';

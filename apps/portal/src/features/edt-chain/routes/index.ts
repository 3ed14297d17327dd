// The supplier's e订通 order screens, loaded together as one chunk (app/screens/edt-chain.ts registers them).
export { OrderInfoPage } from './order-info-page';
export { OrderListPage } from './order-list-page';
export { OrderSuccessPage } from './order-success-page';
export { FinanceDataCreatePage, FinanceDataDetailPage, FinanceDataSuccessPage } from './finance-data-pages';

// e订通's core and bank screens (domain-lines.md §19.4, §19.8): one chunk, each registered by name in app/screens/edt-core.ts.
export { CompreQueryPage } from './compre-query-page';
export { OrderInfoSurePage } from './order-info-sure-page';
export { OrderSureApprovePage } from './order-sure-approve-page';

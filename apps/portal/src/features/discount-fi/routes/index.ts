// 到期付款查询 and 票据业务查询 (domain-lines.md §20.6, §20.2): one chunk, each registered by name in app/screens/discount-fi.ts.
export { FiQueryPage } from './fi-query-page';
export { MaturityQueryPage } from './maturity-query-page';

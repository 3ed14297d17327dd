// 准入 and 授信 of e订通 (domain-lines.md §19.1–§19.3, §19.8): one chunk for the area's screens.
export { EdtHomePage } from './home-page';
export { AccessSignupPage } from './signup-page';
export { AccessQueryPage, AccessReviewPage } from './access-query-page';
export { LineManagePage, LineQueryPage } from './line-pages';

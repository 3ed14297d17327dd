// 供应链ABS report centre (domain-lines.md §18.6): the five reports, with the factor's 产品经理 moves on 产品明细 and 资产明细.
export { AssetDetailPage, CompanyOverviewPage, MemberOverviewPage, ProductDetailPage, StorageDetailPage } from './report-pages';

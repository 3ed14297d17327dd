/**
 * The product lines' grants at the bank and in 票据贴现 (domain-lines.md §18–§20), as data that menu-grants.ts places
 * in the matrix: kept apart so each area's grants read in one place.
 */
/** e订通 screens a supplier's director reads and signs on (its operator has all of `/edt/chain/*`). */
export const EDT_CHAIN_READ = [
  '/edt/chain/index/index',
  '/edt/chain/corp-access/query',
  '/edt/chain/granting-manage/query',
  '/edt/chain/order/index',
  '/edt/chain/finance-data/detail',
];

/**
 * e订通 at the bank (domain-lines.md §19.1: the spec has no FI e订通 routes): the client manager's 准入审核 and the
 * product manager's 授信管理, and for both the 审批队列 + 综合查询 of 订单综合查询.
 */
export const FI_EDT_REVIEW = ['/edt/chain/corp-access/query', '/edt/core/compre-query'];
export const FI_EDT_LINES = ['/edt/chain/granting-manage/query', '/edt/core/compre-query'];
/**
 * 供应链ABS and the asset pool at the factor (domain-lines.md §18.3, §18.7): the client manager checks and the product
 * manager countersigns the transfers; both read the report centre (the product manager also adds plans, pools and
 * records collections there) and the ponds the bank funds with their 待审批 queue.
 */
export const FI_ABS = ['/abs/transfer/approve', '/abs/transfer/approve-detail', '/abs/report-center/*', '/my/asset-pool/index'];

/**
 * 票据贴现 (domain-lines.md §20.2): the core's operator applies for 银承 and selects bills to deliver or revoke, its
 * director signs them; the payee's operator decides a receipt and its director signs it; the seller's operator applies
 * for a discount (with its trial) and its director signs or withdraws it; the bank's client manager reviews and its
 * product manager signs the acceptance and the discount. Every party reads 票据详情.
 */
export const DISCOUNT_CORE_OPERATOR = [
  '/discount/core/index/operator',
  '/discount/core/bab/apply',
  '/discount/core/bab/submit',
  '/discount/core/bab/revoke',
  '/discount/core/bab/query',
  '/discount/core/interest/confirm',
  '/discount/core/maturity/query',
  '/discount/bill/detail',
];
export const DISCOUNT_CORE_DIRECTOR = [
  '/discount/core/index/director',
  '/discount/core/bab/approve',
  '/discount/core/bab/submit',
  '/discount/core/bab/revoke',
  '/discount/core/bab/query',
  '/discount/core/interest/confirm',
  '/discount/core/maturity/query',
  '/discount/bill/detail',
];
export const DISCOUNT_CORE_QUERY = ['/discount/core/index/query', '/discount/core/bab/query', '/discount/core/maturity/query', '/discount/bill/detail'];
export const DISCOUNT_CHAIN_OPERATOR = [
  '/discount/chain/index/operator',
  '/discount/chain/bill/receive',
  '/discount/chain/bill/query',
  '/discount/chain/apply',
  '/discount/chain/query',
  '/discount/bill/detail',
];
export const DISCOUNT_CHAIN_DIRECTOR = [
  '/discount/chain/index/director',
  '/discount/chain/bill/receive',
  '/discount/chain/bill/query',
  '/discount/chain/approve',
  '/discount/chain/query',
  '/discount/bill/detail',
];
export const DISCOUNT_CHAIN_QUERY = ['/discount/chain/index/query', '/discount/chain/bill/query', '/discount/chain/query', '/discount/bill/detail'];
export const FI_DISCOUNT = ['/discount/fi/index', '/discount/fi/bab-approve', '/discount/fi/discount-approve', '/discount/fi/query', '/discount/bill/detail'];

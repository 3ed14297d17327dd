/**
 * Which pages each (corporation type, role) is granted: the domain.md §3.3 matrix written as data.
 * A pattern is a route path of `ROUTES`, or a prefix ending in `/*`. Credit grants are mirrored onto /voucher
 * (where that page exists) and every product area is filtered by the corporation's opened products when the
 * menu tree is read, so one table serves all corporations of a type.
 */
import type { CorpType, RoleCode } from '@scf/api/contract';
import * as lines from './menu-grants-lines';

export interface Grant {
  corpType: CorpType;
  role: RoleCode;
  paths: readonly string[];
  /** Element permission codes (spec §6 menuPerms). */
  perms: readonly string[];
}

/**
 * A key holder's own pages: any enterprise user may hold a key (a soft key from /register/identify/soft-key), so
 * each can see the keys, renew their own certificate, write it into the key and follow their requests.
 */
const KEY_HOLDER = [
  '/my/enterprise-info/ukey/list',
  '/my/enterprise-info/ukey/update',
  '/my/enterprise-info/ukey/download',
  '/my/enterprise-info/ukey/apply-detail',
];
/** Every enterprise user: account centre, messages, counterparties, notices, downloads, their own key. */
const ENTERPRISE_COMMON = [
  '/my/person-center/info',
  '/my/message/index',
  '/supplier/index',
  '/platform-notice/page-list',
  '/my/export',
  '/my/download-center',
  // 企业实名认证, where the re-authentication modal sends every user (domain-lines.md §14A.7; read-only unless admin).
  '/my/enterprise-info/realname',
  ...KEY_HOLDER,
];
const ENTERPRISE_PERMS = ['message:view', 'account:view', 'notice:view', 'feedback:submit'];

const CORE_OPERATOR = [
  '/credit/core/index/operator',
  '/credit/core/issue/issue',
  '/credit/core/issue/issue-black',
  '/credit/core/recycle/apply',
  '/credit/core/cash/cash-check',
  '/credit/core/cash/icbccash-apply',
  '/credit/core/cash/icbccash-check',
  '/credit/core/cash/cash-query',
  '/credit/core/cash/icbccash-query',
  '/credit/core/cash/payment-progress',
  '/credit/core/cash/cash-calendar',
  '/credit/core/cash/cash-confirm',
  '/credit/core/finance-data/issue',
  '/credit/core/finance/apply',
  '/credit/core/finance/query',
  '/credit/core/finance/signup-apply',
  '/credit/core/supplier/*',
  '/credit/core/statistics',
  '/credit/chain/return/confirm-apply',
  '/credit/finance-data/*',
  '/credit/finance/*',
  '/credit/todo',
  '/credit/supplier',
  '/credit/sign-html',
  '/my/limit/query',
  '/my/limit/distribute-query',
  '/my/limit/distribute',
  '/my/limit/detail',
  '/my/old-limit/*',
  '/my/electronic-account/special-account/*',
  '/my/account/receipt',
  '/my/protocol/index',
  '/abs/core/*',
  '/abs/finance-data/*',
  '/abs/report-center/*',
];

const CORE_DIRECTOR = [
  '/credit/core/index/director',
  '/credit/core/issue/issue-review',
  '/credit/core/issue/issue-black-review',
  '/credit/core/recycle/approve',
  '/credit/core/cash/director-approve',
  '/credit/core/cash/icbccash-approve',
  '/credit/core/cash/cash-confirm',
  '/credit/core/cash/cash-query',
  '/credit/core/cash/cash-calendar',
  '/credit/core/finance/approve',
  '/credit/core/finance/query',
  '/credit/core/supplier/*',
  '/credit/core/statistics',
  '/credit/chain/return/confirm-approve',
  '/credit/supplier',
  '/credit/finance-data/detail',
  '/credit/todo',
  '/credit/sign-html',
  '/my/limit/query',
  '/my/limit/distribute-query',
  '/my/limit/approve',
  '/my/limit/detail',
  '/my/old-limit/*',
  '/my/protocol/index',
  // 供应链ABS: the director confirms a batch with one signature (应付账款登记's 待确权), voids a disputed payable and
  // signs the 付款确认书 on 核心企业档案 (domain-lines.md §18.3).
  '/abs/core/issue/payable',
  '/abs/core/index/payable-query',
  '/abs/core/index/file',
  '/abs/report-center/*',
  '/edt/core/order-sure-approve',
  '/edt/core/compre-query',
  '/my/electronic-account/special-account/*',
];

const CORE_FINAL_REVIEW = [
  '/credit/core/index/director',
  '/credit/core/issue/issue-review',
  '/credit/core/cash/cash-query',
  '/credit/core/statistics',
  '/credit/todo',
  '/credit/sign-html',
];

const CORE_QUERY = [
  '/credit/core/index/query',
  '/credit/core/statistics',
  '/credit/core/cash/cash-query',
  '/credit/core/cash/cash-calendar',
  '/credit/core/finance/query',
  '/credit/core/supplier/*',
  '/credit/finance-data/detail',
  '/my/limit/query',
  '/my/limit/distribute-query',
  '/my/limit/detail',
  '/my/old-limit/*',
  '/abs/core/index/payable-query',
  '/abs/report-center/*',
  '/edt/core/compre-query',
];

const CHAIN_OPERATOR = [
  '/credit/chain/index/operator',
  '/credit/chain/transfer/apply',
  '/credit/chain/finance/apply',
  '/credit/chain/finance/detail',
  '/credit/chain/return/apply',
  '/credit/chain/return/confirm-apply',
  '/credit/chain/statistics',
  '/credit/finance-data/*',
  '/credit/finance/contract-manage',
  '/credit/finance/invoice-manage',
  '/credit/finance/signup-query',
  '/credit/todo',
  '/credit/sign-html',
  '/my/electronic-account/index',
  '/my/electronic-account/apply',
  '/my/electronic-account/bind',
  '/my/electronic-account/special-account/*',
  '/my/account/receipt',
  '/my/asset-pool/index',
  '/my/protocol/index',
  '/abs/chain/*',
  '/abs/finance-data/*',
  '/abs/transfer/apply',
  '/abs/transfer/apply-detail',
  '/edt/chain/*',
];

const CHAIN_DIRECTOR = [
  '/credit/chain/index/director',
  '/credit/chain/transfer/split-approve',
  '/credit/chain/finance/approve',
  '/credit/chain/finance/detail',
  '/credit/chain/return/approve',
  '/credit/chain/return/confirm-approve',
  '/credit/chain/statistics',
  '/credit/finance-data/detail',
  '/credit/finance/signup-query',
  '/credit/todo',
  '/credit/sign-html',
  '/my/protocol/index',
  '/my/electronic-account/*',
  // 供应链ABS: the director signs the transfers, agrees to or refuses a cancellation, and signs the pool's moves (§18.3, §18.7).
  '/abs/transfer/approve',
  '/abs/transfer/approve-detail',
  '/abs/chain/index/receivable-query',
  '/abs/chain/index/file',
  '/my/asset-pool/index',
  // e订通: the director signs the access and the financings its operator submits (domain-lines.md §19.2, §19.5).
  ...lines.EDT_CHAIN_READ,
];

const CHAIN_QUERY = [
  '/credit/chain/index/query',
  '/credit/chain/statistics',
  '/credit/chain/finance/detail',
  '/credit/finance-data/detail',
  '/credit/finance/signup-query',
  '/my/electronic-account/index',
  '/my/account/receipt',
];

const ADMIN = ['/my/enterprise-info/*', '/my/protocol/index'];
/**
 * Spec §6 "Directors bind keys in user role settings": every key management page (list, apply, apply-detail, add,
 * change, delete, update, download, bill) and binding from the agent. The server still checks the role per call.
 */
const KEY_BINDING = ['/my/enterprise-info/ukey/*', '/register/identify/ukey'];
/** 企业信息变更 is signed with a key (domain-lines.md §16.2): the directors who hold one reach it from 企业信息. */
const INFO_CHANGE = ['/my/enterprise-info/info', '/my/enterprise-info/info-update'];

const FI_COMMON = [
  '/my/person-center/info',
  '/my/message/index',
  '/platform-notice/page-list',
  '/my/limit/query',
  '/my/limit/detail',
  '/my/limit/distribute-query',
  '/my/old-limit/*',
  // Bank staff export the credit lists they read (domain-lines.md §14A.7, §16.6).
  '/my/export',
  '/my/download-center',
  '/my/account/receipt',
];
const FI_FINANCE_REVIEW = [
  // 待办事项: a financing waiting on the bank opens from its todo (issue 28 item 8).
  '/credit/todo',
  '/credit/chain/finance/detail',
  '/credit/core/finance/query',
  '/credit/finance/contract-manage',
  '/credit/finance/invoice-manage',
  '/credit/finance/signup-query',
  '/credit/finance-data/detail',
];
const e = (paths: string[]) => [...ENTERPRISE_COMMON, ...paths];
const ep = (perms: string[]) => [...ENTERPRISE_PERMS, ...perms];

export const MENU_GRANTS: readonly Grant[] = [
  {
    corpType: 'CORE',
    role: 'ROLE_OPERATOR',
    paths: e([...CORE_OPERATOR, ...lines.DISCOUNT_CORE_OPERATOR]),
    perms: ep(['credit:issue:apply', 'credit:issue-black:apply', 'credit:recycle:apply', 'credit:cash:check', 'limit:distribute:apply', 'finance-data:upload']),
  },
  {
    corpType: 'CORE',
    role: 'ROLE_DIRECTOR',
    paths: e([...CORE_DIRECTOR, ...lines.DISCOUNT_CORE_DIRECTOR, ...KEY_BINDING, ...INFO_CHANGE]),
    perms: ep([
      'credit:issue:approve',
      'credit:issue-black:approve',
      'credit:recycle:approve',
      'credit:cash:approve',
      'limit:distribute:approve',
      'ukey:bind',
      'edt:order:approve',
    ]),
  },
  { corpType: 'CORE', role: 'ROLE_FINAL_REVIEW', paths: e(CORE_FINAL_REVIEW), perms: ep(['credit:issue:final-approve']) },
  { corpType: 'CORE', role: 'ROLE_QUERY', paths: e([...CORE_QUERY, ...lines.DISCOUNT_CORE_QUERY]), perms: ep(['credit:query', 'credit:export']) },
  { corpType: 'CORE', role: 'ROLE_PURCHASE', paths: e(['/edt/core/compre-query', '/edt/core/order-info-sure']), perms: ep(['edt:order:confirm']) },
  { corpType: 'CORE', role: 'ROLE_ADMIN', paths: e(ADMIN), perms: ep(['enterprise:realname', 'enterprise:user:manage', 'ukey:manage', 'agreement:sign']) },
  {
    corpType: 'CHAIN',
    role: 'ROLE_OPERATOR',
    paths: e([...CHAIN_OPERATOR, ...lines.DISCOUNT_CHAIN_OPERATOR]),
    perms: ep(['credit:sign:apply', 'credit:transfer:apply', 'credit:finance:apply', 'credit:return:apply', 'finance-data:upload', 'edt:finance:apply']),
  },
  {
    corpType: 'CHAIN',
    role: 'ROLE_DIRECTOR',
    paths: e([...CHAIN_DIRECTOR, ...lines.DISCOUNT_CHAIN_DIRECTOR, ...KEY_BINDING, ...INFO_CHANGE]),
    perms: ep(['credit:sign:approve', 'credit:transfer:approve', 'credit:finance:approve', 'credit:return:approve', 'ukey:bind']),
  },
  { corpType: 'CHAIN', role: 'ROLE_QUERY', paths: e([...CHAIN_QUERY, ...lines.DISCOUNT_CHAIN_QUERY]), perms: ep(['credit:query', 'credit:export']) },
  { corpType: 'CHAIN', role: 'ROLE_ADMIN', paths: e(ADMIN), perms: ep(['enterprise:realname', 'enterprise:user:manage', 'ukey:manage', 'agreement:sign']) },
  {
    corpType: 'FI',
    role: 'ROLE_CLIENT_MANAGER',
    paths: [...FI_COMMON, ...FI_FINANCE_REVIEW, ...lines.FI_EDT_REVIEW, ...lines.FI_ABS, ...lines.FI_DISCOUNT],
    perms: ['message:view', 'account:view', 'notice:view', 'finance:review:first', 'limit:view'],
  },
  {
    corpType: 'FI',
    role: 'ROLE_PRODUCT_MANAGER',
    paths: [
      ...FI_COMMON,
      ...FI_FINANCE_REVIEW,
      ...lines.FI_EDT_LINES,
      ...lines.FI_ABS,
      ...lines.FI_DISCOUNT,
      ...KEY_BINDING,
      '/my/limit/distribute',
      '/my/limit/approve',
    ],
    perms: ['message:view', 'account:view', 'notice:view', 'finance:review:final', 'finance:fund', 'limit:view', 'limit:manage'],
  },
];

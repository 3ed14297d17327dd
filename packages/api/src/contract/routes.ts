/**
 * The route catalogue of spec §2: every path of the portal under /cv3/, its Chinese title and its access
 * rule. The portal builds its route tree from it, the server builds the granted menu trees from it, and
 * docs/routes.md is generated from it. One source of truth for "which paths exist".
 */

import { PRODUCTS, PRODUCT_CODES } from './products';
import type { ProductArea } from './products';

/** public: no login; loggedIn: any logged-in user; menu: only when the path is in the granted menu paths. */
export type RouteAccess = 'public' | 'loggedIn' | 'menu';

/** Lazy parent areas (spec §2): each product's (the product table's) and 我的 load as separate chunks; `root` routes load with the shell. */
export type RouteArea = 'root' | 'my' | ProductArea;

export interface RouteDef {
  /** Path below the base path /cv3, starting with `/`. */
  path: string;
  /** Page title (zh-CN), also the last breadcrumb. */
  title: string;
  access: RouteAccess;
  area: RouteArea;
  /** "New blank target": opened in a new tab, without header and footer (spec §2). */
  newBlank?: boolean;
  /**
   * Reached from another screen, never from the side menu: a detail or result page that needs the record it shows
   * (`?creditNo=…`), or a new-tab page. Granting it still matters for access.
   */
  fromScreen?: boolean;
}

/** The base path the portal is served under (spec §2, §9). */
export const BASE_PATH = '/cv3';

/** Public routes (spec §2 access rules). 404 is public too: it is what an unknown path shows. */
export const PUBLIC_PATHS = [
  '/register/register',
  '/register/register-success',
  '/register/reset-password',
  '/login/login',
  '/help/index',
  '/verify',
  '/error-page/404',
] as const;

/** Always allowed when logged in (spec §2 access rules). */
export const LOGGED_IN_PATHS = [
  '/register/identify/index',
  '/register/identify/soft-key',
  '/register/identify/license-account',
  '/error-page/authorized',
  '/error-page/contact-manager-open-product',
  '/error-page/403',
  '/transfer-record',
  '/product/overview',
] as const;

type Entry = readonly [path: string, title: string, newBlank?: boolean];

/** Pages each of /credit and /voucher have on both sides (spec §2 "Shared" and the home pages). */
const productShared: Entry[] = [
  ['core/index/operator', '核心企业经办首页'],
  ['core/index/director', '核心企业主管首页'],
  ['core/index/query', '核心企业查询首页'],
  ['chain/index/operator', '链属企业经办首页'],
  ['chain/index/director', '链属企业主管首页'],
  ['chain/index/query', '链属企业查询首页'],
  ['core/issue/issue', '开立申请'],
  ['core/issue/issue-review', '开立复核'],
  ['core/issue/issue-black', '开立撤回申请'],
  ['core/issue/issue-black-review', '开立撤回复核'],
  ['core/recycle/apply', '回收申请'],
  ['core/recycle/approve', '回收审批'],
  ['chain/return/apply', '退回申请'],
  ['chain/return/approve', '退回审批'],
  ['chain/return/confirm-apply', '退回确认申请'],
  ['chain/return/confirm-approve', '退回确认审批'],
  ['core/finance/apply', '核心企业融资申请'],
  ['core/finance/approve', '核心企业融资审批'],
  ['core/finance/query', '核心企业融资查询'],
  ['core/finance/signup-apply', '融资签约申请'],
  ['chain/statistics', '链属企业统计'],
  ['core/statistics', '核心企业统计'],
  ['finance-data/create/finance', '新增融资资料'],
  ['finance-data/create/issue', '新增开立资料'],
  ['finance-data/upload/auth', '上传授权资料'],
  ['finance-data/upload/contract', '上传合同'],
  ['finance-data/upload/invoice', '上传发票'],
  ['finance-data/upload/other', '上传其他资料'],
  ['finance-data/upload/default', '上传资料'],
  ['finance-data/detail', '融资资料详情'],
  ['finance-data/success', '提交成功'],
  ['core/supplier/limit-detail', '供应商额度详情'],
  ['core/supplier/finance-detail', '供应商融资详情'],
  ['chain/finance/apply', '融资申请'],
  ['chain/finance/approve', '融资审批'],
  ['chain/finance/detail', '融资详情'],
  ['chain/transfer/apply', '转让申请'],
  ['chain/transfer/split-approve', '转让拆分审批'],
  ['todo', '待办事项'],
  ['supplier', '供应商'],
];

/** Credit-only pages (spec §2 "Credit only"). */
const creditOnly: Entry[] = [
  ['core/cash/cash-check', '兑付检查'],
  ['core/cash/director-approve', '兑付主管审批'],
  ['core/cash/cash-query', '兑付查询'],
  ['core/cash/icbccash-apply', '工行兑付申请'],
  ['core/cash/icbccash-check', '工行兑付检查'],
  ['core/cash/icbccash-approve', '工行兑付审批'],
  ['core/cash/payment-progress', '付款进度'],
  ['core/cash/icbccash-query', '工行兑付查询'],
  ['core/cash/cash-confirm', '兑付确认'],
  ['core/cash/cash-calendar', '兑付日历'],
  ['core/supplier/finance-query', '供应商融资查询'],
  ['core/finance-data/issue', '开立资料'],
  ['finance/contract-manage', '合同管理'],
  ['finance/invoice-manage', '发票管理'],
  ['finance/signup-query', '签约查询'],
  ['sign-html', '凭证签章页', true],
];

const abs: Entry[] = [
  ['finance-data/index/finance', 'ABS融资资料'],
  ['finance-data/create', '新增ABS资料'],
  ['finance-data/upload/auth', '上传授权资料'],
  ['finance-data/upload/contract', '上传合同'],
  ['finance-data/upload/invoice', '上传发票'],
  ['finance-data/upload/other', '上传其他资料'],
  ['finance-data/detail', 'ABS资料详情'],
  ['finance-data/success', '提交成功'],
  ['core/index/payable-query', '应付账款查询'],
  ['core/issue/payable', '应付账款登记'],
  ['core/index/file', '核心企业档案'],
  ['report-center/company-business-overview', '企业业务概览'],
  ['report-center/member-business-overview', '成员单位业务概览'],
  ['report-center/storage-detail', '入池明细'],
  ['report-center/product-detail', '产品明细'],
  ['report-center/asset-detail', '资产明细'],
  ['chain/index/file', '链属企业档案'],
  ['chain/index/receivable-query', '应收账款查询'],
  ['transfer/apply', 'ABS转让申请'],
  ['transfer/apply-detail', 'ABS转让申请详情'],
  ['transfer/approve', 'ABS转让审批'],
  ['transfer/approve-detail', 'ABS转让审批详情'],
];

const edt: Entry[] = [
  ['core/compre-query', '订单综合查询'],
  ['core/order-info-sure', '订单信息确认'],
  ['core/order-sure-approve', '订单确认审批'],
  ['chain/index/index', '订单融资首页'],
  ['chain/corp-access/query', '准入查询'],
  ['chain/corp-access/signup', '准入签约'],
  ['chain/granting-manage/query', '授信查询'],
  ['chain/order/index', '订单列表'],
  ['chain/order/info', '订单信息'],
  ['chain/order/success', '提交成功'],
  ['chain/finance-data/create', '新增订单融资资料'],
  ['chain/finance-data/upload/order', '上传订单'],
  ['chain/finance-data/upload/contract', '上传合同'],
  ['chain/finance-data/upload/invoice', '上传发票'],
  ['chain/finance-data/detail', '订单融资资料详情'],
  ['chain/finance-data/success', '提交成功'],
];

/** 票据贴现 (domain-lines.md §20.2): 银承 issue on the core's side, bills and discount on the supplier's, the bank's approvals. */
const discount: Entry[] = [
  ['core/index/operator', '核心企业经办首页'],
  ['core/index/director', '核心企业主管首页'],
  ['core/index/query', '核心企业查询首页'],
  ['core/bab/apply', '银承出票申请'],
  ['core/bab/approve', '银承出票复核'],
  ['core/bab/submit', '提示收票'],
  ['core/bab/revoke', '撤票申请'],
  ['core/bab/query', '银承查询'],
  ['core/interest/confirm', '买方付息确认'],
  ['core/maturity/query', '到期付款查询'],
  ['chain/index/operator', '链属企业经办首页'],
  ['chain/index/director', '链属企业主管首页'],
  ['chain/index/query', '链属企业查询首页'],
  ['chain/bill/receive', '票据签收'],
  ['chain/bill/query', '我的票据'],
  ['chain/apply', '贴现申请'],
  ['chain/approve', '贴现复核'],
  ['chain/query', '贴现查询'],
  ['fi/index', '金融机构首页'],
  ['fi/bab-approve', '承兑审批'],
  ['fi/discount-approve', '贴现审批'],
  ['fi/query', '票据业务查询'],
  ['bill/detail', '票据详情'],
];

const my: Entry[] = [
  ['person-center/info', '账户中心'],
  ['export', '导出记录'],
  ['enterprise-info/realname', '企业实名认证'],
  ['enterprise-info/info', '企业信息'],
  ['enterprise-info/invoice-info', '开票信息'],
  ['enterprise-info/user/list', '用户管理'],
  ['enterprise-info/ukey/list', 'Ukey管理'],
  ['enterprise-info/ukey/apply', 'Ukey申请'],
  ['enterprise-info/ukey/apply-detail', 'Ukey申请详情'],
  ['enterprise-info/ukey/add', '新增Ukey'],
  ['enterprise-info/ukey/change', '更换Ukey'],
  ['enterprise-info/ukey/delete', '注销Ukey'],
  ['enterprise-info/ukey/update', '更新Ukey证书'],
  ['enterprise-info/ukey/download', '证书下载'],
  ['enterprise-info/ukey/bill', 'Ukey账单'],
  ['enterprise-info/bank-account', '银行账户'],
  ['enterprise-info/info-update', '企业信息变更'],
  ['account/receipt', '回单查询'],
  ['electronic-account/index', '电子账户'],
  ['electronic-account/apply', '电子账户开户'],
  ['electronic-account/bind', '电子账户绑定'],
  ['electronic-account/special-account/index', '专户管理'],
  ['electronic-account/special-account/apply', '专户申请'],
  ['electronic-account/special-account/bind', '专户绑定'],
  ['electronic-account/special-account/query', '专户查询'],
  ['protocol/index', '协议管理'],
  ['limit/query', '额度查询'],
  ['limit/distribute-query', '额度分配查询'],
  ['limit/distribute', '额度分配'],
  ['limit/approve', '额度分配审批'],
  ['limit/detail', '额度详情'],
  ['old-limit/query', '历史额度查询'],
  ['old-limit/detail', '历史额度详情'],
  ['message/index', '消息中心'],
  ['asset-pool/index', '资产池'],
  ['download-center', '下载中心'],
];

const rootEntries: Entry[] = [
  ['/login/login', '登录'],
  ['/register/register', '注册'],
  ['/register/register-success', '注册成功'],
  ['/register/reset-password', '重置密码'],
  ['/register/identify/index', '实名认证'],
  ['/register/identify/ukey', 'Ukey认证'],
  ['/register/identify/soft-key', '软证书认证'],
  ['/register/identify/license-account', '营业执照对公账户认证'],
  ['/product/overview', '更多产品'],
  ['/supplier/index', '交易对手管理'],
  ['/platform-notice/page-list', '平台公告'],
  ['/help/index', '帮助中心'],
  ['/verify', '验证码查验'],
  ['/transfer-record', '流转记录'],
  ['/error-page/authorized', '未授权'],
  ['/error-page/contact-manager-open-product', '请联系客户经理开通产品'],
  ['/error-page/403', '无权访问'],
  ['/error-page/404', '页面不存在'],
];

function accessOf(path: string): RouteAccess {
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return 'public';
  if ((LOGGED_IN_PATHS as readonly string[]).includes(path)) return 'loggedIn';
  return 'menu';
}

/** Detail, result and new-tab pages: they show one record, so they open from the list or form that has it. */
const FROM_SCREEN = /\/(?:detail|success|apply-detail|approve-detail|limit-detail|finance-detail|sign-html)$|\/order\/info$/;

function area(name: Exclude<RouteArea, 'root'>, entries: Entry[]): RouteDef[] {
  return entries.map(([p, title, newBlank]) => {
    const path = `/${name}/${p}`;
    return { path, title, access: accessOf(path), area: name, ...(newBlank ? { newBlank } : {}), ...(FROM_SCREEN.test(path) ? { fromScreen: true } : {}) };
  });
}

/** Every route of spec §2, in a stable order. */
export const ROUTES: readonly RouteDef[] = [
  ...rootEntries.map(([path, title]) => ({ path, title, access: accessOf(path), area: 'root' as const })),
  ...area('credit', [...productShared, ...creditOnly]),
  ...area('voucher', productShared),
  ...area('abs', abs),
  ...area('edt', edt),
  ...area('my', my),
  // Last, so the menu rows of the areas before it keep their numbers (the server numbers them in this order).
  ...area('discount', discount),
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The catalogue entry of a path below /cv3, or undefined when it is not a route. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Area titles, used for breadcrumbs: a product's area is titled with the product table's default label. */
export const AREA_TITLE: Readonly<Record<RouteArea, string>> = {
  root: '首页',
  ...(Object.fromEntries(PRODUCT_CODES.map((code) => [PRODUCTS[code].area, PRODUCTS[code].label])) as Record<ProductArea, string>),
  my: '我的',
};

/** The menu tree's side groups of a product area (domain-lines.md §14A.7): core, chain and the financial institution's. */
export const SIDE_TITLE = { core: '核心企业业务', chain: '链属企业业务', fi: '金融机构业务' } as const;

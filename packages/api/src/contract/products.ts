/**
 * The product table (design.md §5.12): every fact about a product line lives here once — its route area, its
 * Chinese label and which configured name replaces it, its number prefix, and what the product offers. Route
 * building, numbering, menus, access rules and the product bar read it; nothing else branches on a product's name.
 */

export const PRODUCT_CODES = ['CREDIT', 'VOUCHER', 'ABS', 'EDT', 'DISCOUNT'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

/**
 * `voucherFinanceMode` of the product config (domain-lines.md §17.3): 仅支付，不融资 · 卖方付息 (the demo's) · 买方付息 ·
 * 协议付息 — who pays a voucher financing's interest and whether there is one.
 */
export const VOUCHER_FINANCE_MODES = ['NONE', 'SUPPLIER_PAY', 'CORE_PAY', 'AGREED_PAY'] as const;
export type VoucherFinanceMode = (typeof VOUCHER_FINANCE_MODES)[number];

/** The route area of a product (spec §2 lazy parent areas, and `discount` of domain-lines.md §20.2). */
export type ProductArea = 'credit' | 'voucher' | 'abs' | 'edt' | 'discount';

/** The product-config fields (spec §3) that name a product: a short name (product bar) and a full one (更多产品). */
export type ProductNameField = 'discountShort' | 'discountName' | 'edtShortName' | 'edtName';

/** Where a configured name of the product comes from: the PRODUCT_TYPE dictionary or a product-config field (spec §3). */
export type ProductLabelSource = { dict: 'PRODUCT_TYPE' } | { config: ProductNameField } | null;

export interface ProductFacts {
  code: ProductCode;
  area: ProductArea;
  /** The default Chinese name of the area (product bar, breadcrumbs, exports); `labelFrom` may replace it. */
  label: string;
  labelFrom: ProductLabelSource;
  /** Where the full name on 更多产品 comes from (the product config's full names; the dictionary has one name). */
  nameFrom: ProductLabelSource;
  /** One sentence for 更多产品. */
  description: string;
  /** Products that run on the credit ledger (credits and applications of domain.md §7): their credit-number prefix. */
  creditPrefix: 'XG' | 'XV' | null;
  /** The user flag without which the product is hidden and its calls refused (spec §3 availableProduct; domain-lines.md §17.1). */
  userFlag: 'isRFTWhitelist' | 'isEDTWhitelist' | null;
  /**
   * Listed in spec §3 availableProduct (CREDIT, VOUCHER, DISCOUNT, EDT): the product bar shows the area only while the
   * list keeps the product. ABS is not in the list: its granted menus alone open its area.
   */
  listed: boolean;
  /** What an exported file's name starts with (`支付通-链属企业统计-2025-06.xlsx`); none for the credit product's. */
  fileLabel: string | null;
  options: {
    /** Maturity is paid through the core's 兑付 screens (core/cash/*): credit only (spec §2). */
    cashScreens: boolean;
    /** Maturity is an automatic debit of the issuer's 还款专户 (domain-lines.md §17.4). */
    automaticDebit: boolean;
    /** Who pays the financing's interest is set by `voucherFinanceMode` (domain-lines.md §17.3). */
    financeModes: boolean;
    /**
     * A core opens the product for each supplier (`product_supplier`, domain-lines.md §17.1): a supplier without a row
     * is 未开通. Without it every supplier that opened the product counts as 已开通 and only 暂停 / 恢复 apply (§17.2).
     */
    supplierWhitelist: boolean;
    /** A financing needs the 资料审核结论 of the credit's newest finance data package; 审核驳回 blocks it (§17.5). */
    datumVerdict: boolean;
  };
}

const NONE = { cashScreens: false, automaticDebit: false, financeModes: false, supplierWhitelist: false, datumVerdict: false } as const;

export const PRODUCTS: Readonly<Record<ProductCode, ProductFacts>> = {
  CREDIT: {
    code: 'CREDIT',
    area: 'credit',
    label: '电子债权凭证',
    labelFrom: null,
    nameFrom: null,
    description: '核心企业在线开立电子债权凭证，供应商签收后可拆分转让、融资，到期由核心企业兑付。',
    creditPrefix: 'XG',
    userFlag: null,
    listed: true,
    fileLabel: null,
    options: { ...NONE, cashScreens: true },
  },
  VOUCHER: {
    code: 'VOUCHER',
    area: 'voucher',
    label: '支付通',
    labelFrom: { dict: 'PRODUCT_TYPE' },
    nameFrom: { dict: 'PRODUCT_TYPE' },
    description: '核心企业签发的支付凭证，链属企业签收后可在供应链内流转支付，减少资金占用。',
    creditPrefix: 'XV',
    userFlag: 'isRFTWhitelist',
    listed: true,
    fileLabel: '支付通',
    options: { ...NONE, automaticDebit: true, financeModes: true, supplierWhitelist: true, datumVerdict: true },
  },
  ABS: {
    code: 'ABS',
    area: 'abs',
    label: '供应链ABS',
    labelFrom: null,
    nameFrom: null,
    description: '以供应链应收账款为基础资产发行资产支持证券，拓宽核心企业与供应商的融资渠道。',
    creditPrefix: null,
    userFlag: null,
    listed: false,
    fileLabel: '供应链ABS',
    options: NONE,
  },
  EDT: {
    code: 'EDT',
    area: 'edt',
    label: '订单融资',
    labelFrom: { config: 'edtShortName' },
    nameFrom: { config: 'edtName' },
    description: '上游供应商凭核心企业确认的订单申请融资，解决备货阶段的资金需求。',
    creditPrefix: null,
    userFlag: 'isEDTWhitelist',
    listed: true,
    fileLabel: '订单融资',
    options: NONE,
  },
  DISCOUNT: {
    code: 'DISCOUNT',
    area: 'discount',
    label: '票据贴现',
    labelFrom: { config: 'discountShort' },
    nameFrom: { config: 'discountName' },
    description: '持票企业在线申请票据贴现，银行审核后快速放款，盘活应收票据。',
    creditPrefix: null,
    userFlag: null,
    listed: true,
    fileLabel: '票据贴现',
    options: NONE,
  },
};

/** The products that run on the credit ledger (credits, their applications and flows). */
export const LEDGER_PRODUCTS = ['CREDIT', 'VOUCHER'] as const satisfies readonly ProductCode[];
export type LedgerProduct = (typeof LEDGER_PRODUCTS)[number];

const BY_AREA: ReadonlyMap<string, ProductCode> = new Map(PRODUCT_CODES.map((code) => [PRODUCTS[code].area, code]));

/** The product whose area a route area is (undefined for root and my). */
export function productOfArea(area: string): ProductCode | undefined {
  return BY_AREA.get(area);
}

/** The product a portal path belongs to, by its first segment (`/voucher/core/...` → VOUCHER). */
export function productOfPath(path: string): ProductCode | undefined {
  return productOfArea(path.split('/')[1] ?? '');
}

/** A product page's path: `/my/...` and other absolute area paths stay; a product-relative path goes under its area. */
export function productPath(product: ProductCode, path: string): string {
  return path.startsWith('/my/') ? path : `/${PRODUCTS[product].area}${path}`;
}

/** The same page in another product's area (`/credit/core/issue/issue` → `/voucher/core/issue/issue`). */
export function inProductArea(product: ProductCode, path: string): string {
  const own = productOfPath(path);
  return own ? `/${PRODUCTS[product].area}${path.slice(PRODUCTS[own].area.length + 1)}` : path;
}

/** The credit-number prefix of a ledger product (numbers `XG`/`XV` + yyyyMMdd + 8 digits, domain.md §5). */
export function creditPrefixOf(product: LedgerProduct): 'XG' | 'XV' {
  return PRODUCTS[product].creditPrefix ?? 'XG';
}

/** The names the platform configures: the PRODUCT_TYPE dictionary (code → label) and the product config's name fields. */
export interface ConfiguredNames {
  dict?: Readonly<Record<string, string>> | undefined;
  config?: Partial<Record<ProductNameField, string>> | undefined;
}

/**
 * The name a user sees: the configured one where the platform sets it, else the table's. `short` names the area
 * (product bar, breadcrumbs, side-menu groups); `full` is 更多产品's card.
 */
export function productLabel(product: ProductCode, configured: ConfiguredNames = {}, form: 'short' | 'full' = 'short'): string {
  const from = form === 'short' ? PRODUCTS[product].labelFrom : PRODUCTS[product].nameFrom;
  const name = !from ? undefined : 'dict' in from ? configured.dict?.[product] : configured.config?.[from.config];
  return name || PRODUCTS[product].label;
}

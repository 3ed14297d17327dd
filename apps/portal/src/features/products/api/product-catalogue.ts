import { AREA_TITLE, productCodeSchema } from '@scf/api/contract';
import type { CorpInfo, ProductCode, ProductConfig } from '@scf/api/contract';

/** Where an opened product is entered: its area of the route tree (spec §2); DISCOUNT has none. */
export const PRODUCT_AREA: Partial<Record<ProductCode, 'credit' | 'voucher' | 'edt' | 'abs'>> = {
  CREDIT: 'credit',
  VOUCHER: 'voucher',
  EDT: 'edt',
  ABS: 'abs',
};

export const CONTACT_MANAGER_PATH = '/error-page/contact-manager-open-product';

const DESCRIPTION: Record<ProductCode, string> = {
  CREDIT: '核心企业在线开立电子债权凭证，供应商签收后可拆分转让、融资，到期由核心企业兑付。',
  VOUCHER: '核心企业签发的支付凭证，链属企业签收后可在供应链内流转支付，减少资金占用。',
  DISCOUNT: '持票企业在线申请票据贴现，银行审核后快速放款，盘活应收票据。',
  EDT: '上游供应商凭核心企业确认的订单申请融资，解决备货阶段的资金需求。',
  ABS: '以供应链应收账款为基础资产发行资产支持证券，拓宽核心企业与供应商的融资渠道。',
};

/** Names the platform configures (spec §3 product config; the payment-pass name from the dictionary). */
export interface ProductLabels {
  voucher?: string | undefined;
  product?: Pick<ProductConfig, 'discountName' | 'edtName'> | undefined;
}

export function productName(code: ProductCode, labels: ProductLabels): string {
  switch (code) {
    case 'VOUCHER':
      return labels.voucher || AREA_TITLE.voucher;
    case 'DISCOUNT':
      return labels.product?.discountName || '票据贴现';
    case 'EDT':
      return labels.product?.edtName || AREA_TITLE.edt;
    default:
      return AREA_TITLE[PRODUCT_AREA[code] ?? 'root'];
  }
}

export interface ProductEntry {
  code: ProductCode;
  name: string;
  description: string;
  /** Opened for this corporation (and, for VOUCHER and EDT, this user: spec §3 availableProduct). */
  opened: boolean;
}

/**
 * The platform's products (spec §3 availableProduct, in its order) with their open state: a product the filtered
 * list (`available`) keeps and the corporation opened (productOpenStatus; VOUCHER and EDT are kept only when opened).
 */
export function productEntries(
  corpInfo: Pick<CorpInfo, 'availableProduct' | 'productOpenStatus'>,
  available: readonly ProductCode[],
  labels: ProductLabels,
): ProductEntry[] {
  const codes = [
    ...new Set(
      corpInfo.availableProduct
        .split(',')
        .map((raw) => productCodeSchema.safeParse(raw.trim()))
        .flatMap((r) => (r.success ? [r.data] : [])),
    ),
  ];
  return codes.map((code) => ({
    code,
    name: productName(code, labels),
    description: DESCRIPTION[code],
    opened: available.includes(code) && (code === 'VOUCHER' || code === 'EDT' || corpInfo.productOpenStatus[code] === '1'),
  }));
}

import type { ProductType } from '@scf/api/contract';

export type HomeSide = 'core' | 'chain';
export type HomeKind = 'operator' | 'director' | 'query';

export interface HomeRoute {
  productType: ProductType;
  /** The product's path prefix: `/credit` or `/voucher`. */
  prefix: string;
  side: HomeSide;
  kind: HomeKind;
}

const HOME = /^\/(credit|voucher)\/(core|chain)\/index\/(operator|director|query)$/;

/** Which home a path is (spec §2: `/credit/core/index/operator` …, and the voucher twins); null for any other path. */
export function homeRouteOf(pathname: string): HomeRoute | null {
  const m = HOME.exec(pathname);
  if (!m) return null;
  const [, product, side, kind] = m as unknown as [string, 'credit' | 'voucher', HomeSide, HomeKind];
  return { productType: product === 'voucher' ? 'VOUCHER' : 'CREDIT', prefix: `/${product}`, side, kind };
}

/** A page of the product a record belongs to (`/core/issue/issue-review` → `/voucher/core/issue/issue-review`). */
export const productPath = (productType: ProductType, path: string): string => `/${productType === 'VOUCHER' ? 'voucher' : 'credit'}${path}`;

import { LEDGER_PRODUCTS, PRODUCTS, productOfArea } from '@scf/api/contract';
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

const HOME = /^\/([a-z]+)\/(core|chain)\/index\/(operator|director|query)$/;

/** Which home a path is (spec §2: `/credit/core/index/operator` …, in each ledger product's area); null for any other path. */
export function homeRouteOf(pathname: string): HomeRoute | null {
  const m = HOME.exec(pathname);
  const productType = LEDGER_PRODUCTS.find((p) => p === productOfArea(m?.[1] ?? ''));
  if (!m || !productType) return null;
  const [, , side, kind] = m as unknown as [string, string, HomeSide, HomeKind];
  return { productType, prefix: `/${PRODUCTS[productType].area}`, side, kind };
}

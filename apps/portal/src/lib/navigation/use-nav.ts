import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDicts, useProductConfig } from '@scf/api';
import { useAuth } from '../auth';
import { useAvailableProducts } from '../platform';
import { areaOf, breadcrumbOf, productBar, sideMenu } from './nav-model';
import type { Crumb, NavArea, NavGroup } from './nav-model';

export interface Nav {
  /** 主导航: the product areas the user may open. */
  areas: NavArea[];
  /** The area of the current page, or null on shell pages. */
  current: NavArea | null;
  /** 菜单: the side menu of the current area. */
  groups: NavGroup[];
  /** 首页 › area › page. */
  crumbs: Crumb[];
  homePath: string | null;
}

/** Navigation from the granted menu tree for the current location (spec §2, §3, §6). */
export function useNav(): Nav {
  const { pathname } = useLocation();
  const { session, homePath } = useAuth();
  const products = useAvailableProducts();
  const product = useProductConfig().data;
  const voucher = useDicts(session ? ['PRODUCT_TYPE'] : []).data?.PRODUCT_TYPE?.find((e) => e.dictValue === 'VOUCHER')?.dictLabel;
  const menus = session?.menuTree.menus;
  return useMemo(() => {
    const areas = menus ? productBar(menus, products, homePath, { voucher, edt: product?.edtShortName }) : [];
    const area = areaOf(pathname);
    return {
      areas,
      current: areas.find((a) => a.area === area) ?? null,
      groups: menus ? sideMenu(menus, area) : [],
      crumbs: breadcrumbOf(pathname, homePath, areas),
      homePath,
    };
  }, [menus, products, homePath, voucher, product?.edtShortName, pathname]);
}

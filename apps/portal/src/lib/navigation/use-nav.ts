import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import { useAvailableProducts } from '../platform';
import { useProductNames } from '../product';
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
  const names = useProductNames();
  const menus = session?.menuTree.menus;
  const fi = session?.corpInfo.corpType === 'FI';
  return useMemo(() => {
    const areas = menus ? productBar(menus, products, homePath, names) : [];
    const area = areaOf(pathname);
    return {
      areas,
      current: areas.find((a) => a.area === area) ?? null,
      groups: menus ? sideMenu(menus, area, { fi }) : [],
      crumbs: breadcrumbOf(pathname, homePath, areas),
      homePath,
    };
  }, [menus, fi, products, homePath, names, pathname]);
}

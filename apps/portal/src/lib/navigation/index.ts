export { goExternal } from './go-external';
export { LOGIN_URL_HOSTS, externalLoginUrl } from './login-url';
export { RETURN_PARAM, loginWithReturn, returnTargetOf } from './return-address';
export { areaOf, breadcrumbOf, productBar, sideMenu } from './nav-model';
export type { AreaLabels, Crumb, NavArea, NavGroup, NavItem } from './nav-model';
export { useNav } from './use-nav';
export type { Nav } from './use-nav';

export { Header } from './header';
export type { HeaderProps } from './header';
export { HEADER_PATHS } from './header-paths';
export { CountBadge } from './header.styles';

export { Breadcrumb } from './breadcrumb';
export { PageLoading } from './page-loading';
export { PageSection } from './page-section';
export { useCurrentRoute } from './use-current-route';
export type { CurrentRoute } from './use-current-route';

export { Breadcrumb } from './breadcrumb';
export { Page } from './page';
export type { PageProps } from './page';
export { PageLoading } from './page-loading';
export { PageSection } from './page-section';
export { useCurrentRoute } from './use-current-route';
export type { CurrentRoute } from './use-current-route';
export { FormAlert } from './form-alert';

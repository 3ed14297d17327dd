export { PortalContainerProvider, usePortalContainer } from './portal-container';
export type { PortalContainerProviderProps } from './portal-container';

export { PortalSigning } from './portal-signing';
export { softKeyStore } from './soft-key-store';

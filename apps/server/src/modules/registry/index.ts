// The simulated company registry (模拟工商, domain-lines.md §13.6, §15.1): what registration and the soft-key
// real-name method ask about a USCC. No routes: other modules read it.
export { lookupRegistry, registryStatusOk } from './registry.service';
export type { RegistryEntry } from './registry.service';
export { insertRegistryRow } from './registry.repo';
export type { RegistryRow } from './registry.repo';

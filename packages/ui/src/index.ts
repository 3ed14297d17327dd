// @scf/ui: design tokens, themes, primitives and shell parts.
export { DEFAULT_PLATFORM_CONFIG } from './theme/default-config';

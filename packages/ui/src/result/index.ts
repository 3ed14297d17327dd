export { Result } from './result';
export type { ResultProps } from './result';

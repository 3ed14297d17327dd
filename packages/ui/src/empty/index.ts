export { Empty } from './empty';
export type { EmptyProps } from './empty';

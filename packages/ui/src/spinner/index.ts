export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';

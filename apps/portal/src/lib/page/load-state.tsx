import type { ReactNode } from 'react';
import { Skeleton } from '@scf/ui';
import { LoadFailure } from './load-failure';

export interface LoadStateProps<T> {
  /** What is loading, for the skeleton's label and the failure (企业信息, 银行账户, 额度). */
  what: string;
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** A read once it is there: a skeleton while it loads, or what failed with 重试. */
export function LoadState<T>({ what, data, error, onRetry, children }: LoadStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadFailure what={what} error={error} onRetry={onRetry} />;
  return <Skeleton lines={6} label={`正在加载${what}`} />;
}

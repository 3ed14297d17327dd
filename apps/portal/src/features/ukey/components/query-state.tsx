import type { ReactNode } from 'react';
import { Button, Skeleton } from '@scf/ui';
import type { UkeyQuery } from '../api/use-ukey-query';

export interface QueryStateProps<T> {
  query: UkeyQuery<T>;
  /** Accessible name of the loading placeholder, e.g. 正在加载申请记录. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** Loading skeleton, error with 重试, or the content once the data is there. */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <div role="alert">
        <p>加载失败：{query.error}</p>
        <Button onClick={() => query.reload()}>重试</Button>
      </div>
    );
  }
  return <Skeleton lines={4} label={loadingLabel} />;
}

import type { ReactNode } from 'react';
import type { CreditLine } from '@scf/api/contract';
import { Button, Empty, Skeleton } from '@scf/ui';
import { useLines } from '../api/use-lines';

export interface LinesStateProps {
  children: (lines: CreditLine[]) => ReactNode;
}

/** The caller's lines once they are there: a skeleton while they load, the failure with 重试, or 暂无额度. */
export function LinesState({ children }: LinesStateProps) {
  const { data, error, mutate } = useLines();
  if (data) return data.length > 0 ? <>{children(data)}</> : <Empty description="暂无授信额度" />;
  if (error) {
    return (
      <div role="alert">
        <p>额度加载失败：{error instanceof Error ? error.message : String(error)}</p>
        <Button onClick={() => void mutate()}>重试</Button>
      </div>
    );
  }
  return <Skeleton lines={6} label="正在加载额度" />;
}

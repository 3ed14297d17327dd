import type { ReactNode } from 'react';
import type { CreditLine } from '@scf/api/contract';
import { Empty } from '@scf/ui';
import { LoadState } from '../../../lib/page';
import { useLines } from '../api/use-lines';

export interface LinesStateProps {
  children: (lines: CreditLine[]) => ReactNode;
}

/** The caller's lines once they are there: a skeleton while they load, the failure with 重试, or 暂无额度. */
export function LinesState({ children }: LinesStateProps) {
  const { data, error, mutate } = useLines();
  return (
    <LoadState what="额度" data={data} error={error} onRetry={() => void mutate()}>
      {(lines) => (lines.length > 0 ? children(lines) : <Empty description="暂无授信额度" />)}
    </LoadState>
  );
}

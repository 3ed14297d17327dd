import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UkeyBinding } from '@scf/api/contract';
import { useBindings } from '../api/ukey-queries';
import { QueryState } from './query-state';
import { UkeyPage } from './ukey-page';

export interface WithBindingsProps {
  fallbackTitle: string;
  /** The page's form, once the bindings are loaded, with the `ukeyNo` of the query (`change?ukeyNo=…`). */
  children: (bindings: UkeyBinding[], ukeyNo: string) => ReactNode;
}

/** A key screen that acts on one binding (更换, 注销): the frame, the bindings loaded, the query's key. */
export function WithBindings({ fallbackTitle, children }: WithBindingsProps) {
  const [params] = useSearchParams();
  const bindings = useBindings();
  return (
    <UkeyPage fallbackTitle={fallbackTitle}>
      <QueryState query={bindings} loadingLabel="正在加载已绑定Ukey">
        {(rows) => children(rows, params.get('ukeyNo') ?? '')}
      </QueryState>
    </UkeyPage>
  );
}

import { creditEndpoints } from '@scf/api/contract';
import type { BizType } from '@scf/api/contract';
import { tableState, useList, useListQuery } from '../../list';
import { failureMessage } from '../../write';
import { useProduct } from '../../product/use-product';

const OLDEST_FIRST = { filters: [], sortable: ['createdAt', 'updatedAt', 'amount'], defaultSort: { field: 'createdAt', order: 'asc' } } as const;
const NEWEST_FIRST = { ...OLDEST_FIRST, defaultSort: { field: 'createdAt', order: 'desc' } } as const;

/**
 * One page of applications of a type for the screen's product: the caller's review queue (oldest first, the order
 * they are worked off) or the caller's own (newest first); page and sort live in the URL.
 */
export function useApplicationList(scope: 'review' | 'mine', bizType: BizType) {
  const product = useProduct();
  const list = useList(scope === 'review' ? OLDEST_FIRST : NEWEST_FIRST);
  const { data, error, isLoading, mutate } = useListQuery(creditEndpoints.applications, list, { scope, bizType, productType: product.type });
  return {
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: isLoading,
    error: error ? failureMessage(error) : undefined,
    onRetry: () => void mutate(),
    ...tableState(list),
  };
}

import type { ReactNode } from 'react';
import type { Credit } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import type { DataTableProps } from '@scf/ui';
import { creditColumns } from '../credit-columns';

/** A read of one page of credits, as a data hook (SWR) gives it. */
export interface CreditPageResult {
  data?: { rows: readonly Credit[]; total: number } | undefined;
  error?: unknown;
  isLoading?: boolean;
  mutate?: () => unknown;
}

export interface CreditTableProps extends Omit<DataTableProps<Credit>, 'columns' | 'rowKey' | 'rows' | 'total' | 'loading' | 'error' | 'onRetry'> {
  /** The page being shown: its rows, total, loading and failure (重试 reads it again). */
  result: CreditPageResult;
  /** How a credit number is shown (usually a link to its flow). */
  renderNo?: (credit: Credit) => ReactNode;
  /** Column keys the server sorts on. */
  sortable?: readonly string[];
}

/** A paged credit list with the fixed columns (design.md §3), from a page read and the list's paging and sort. */
export function CreditTable({ result, renderNo, sortable, ...table }: CreditTableProps) {
  const { data, error, isLoading = false, mutate } = result;
  return (
    <DataTable
      {...table}
      columns={creditColumns({ renderNo, sortable })}
      rowKey={(c) => c.creditNo}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      loading={isLoading}
      error={error === undefined || error === null ? undefined : error instanceof Error ? error.message : String(error)}
      onRetry={mutate ? () => void mutate() : undefined}
    />
  );
}

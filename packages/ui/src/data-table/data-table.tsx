import { forwardRef, useMemo } from 'react';
import type { CSSProperties, ForwardedRef, ReactElement, ReactNode, Ref } from 'react';
import { Button } from '../button/button';
import { Empty } from '../empty/empty';
import { messages } from '../messages';
import { Pagination } from '../pagination/pagination';
import { Table } from '../table/table';
import type { TableColumn, TableSort } from '../table/table-types';
import { Failure, Layout, PagingBar } from './data-table.styles';
import type { DataTableAction, DataTableSort } from './data-table-types';
import { RowActions } from './row-actions';

const t = messages.dataTable;
const NO_ROWS: never[] = [];
const ACTIONS_COLUMN = '__actions';

export interface DataTableProps<T extends object, F extends string = string> {
  /** Accessible name of the table (e.g. 凭证列表); the pagination is named after it. */
  label: string;
  /** Columns; a `sortable` column's `key` is the sort field sent to the server. `align: 'right'` for amounts. */
  columns: readonly TableColumn<T>[];
  /** The rows of the current page (`Page.rows`). */
  rows: readonly T[];
  /** Rows matching the filters on all pages (`Page.total`). */
  total: number;
  /** Stable key of a row (its id). */
  rowKey: (row: T) => string;
  /** Current page, 1-based, as in the paged query. */
  page: number;
  /** Rows per page, as in the paged query. */
  size: number;
  /** The query's sort; omitted when unsorted. */
  sort?: DataTableSort<F>;
  /** Another page was asked for. */
  onPageChange: (page: number) => void;
  /** Another page size was chosen; the host goes back to page 1. Without it there is no size selector. */
  onSizeChange?: (size: number) => void;
  /** A column header was clicked: ascending, descending, then unsorted (`undefined`). The host goes back to page 1. */
  onSortChange?: (sort: DataTableSort<F> | undefined) => void;
  /** Choices of the size selector. */
  sizeOptions?: readonly number[];
  /** A query is running: placeholder rows for a first load, the old rows under a spinner for a re-fetch. */
  loading?: boolean;
  /**
   * The query failed: 数据加载失败 with this detail (the error's message; `true` for none). Replaces the rows, with
   * 重试 when `onRetry` is given.
   */
  error?: ReactNode;
  /** Runs the query again after a failure. */
  onRetry?: () => void;
  /** Text of the empty state; 暂无数据 by default. */
  emptyText?: ReactNode;
  /** A row's actions, as link buttons in a last 操作 column; more than three fold into 更多. */
  actions?: (row: T) => readonly DataTableAction[];
  /** Width of the 操作 column in px. */
  actionsWidth?: number;
  /** Adds a checkbox column (batch actions). */
  selectable?: boolean;
  /** Selected row keys (controlled). */
  selectedKeys?: readonly string[];
  /** Called with the selected row keys. */
  onSelectedKeysChange?: (keys: string[]) => void;
  /** Names a row for its checkbox (选择 …). */
  rowLabel?: (row: T) => string;
  /** Class of the outer element (table and pagination), for the host's own CSS. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
}

/** DataTable's props with its ref: the table's scroll container. */
export type DataTablePropsWithRef<T extends object, F extends string = string> = DataTableProps<T, F> & { ref?: Ref<HTMLDivElement> };

function toTableSort<F extends string>(sort: DataTableSort<F> | undefined): TableSort | null {
  return sort ? { key: sort.field, direction: sort.order } : null;
}

function DataTableWithRef<T extends object, F extends string = string>(props: DataTableProps<T, F>, ref: ForwardedRef<HTMLDivElement>) {
  const { label, columns, rows, total, rowKey, page, size, sort, onPageChange, onSizeChange, onSortChange } = props;
  const { sizeOptions = [10, 20, 50, 100], loading = false, error, onRetry, emptyText, actions, actionsWidth = 160 } = props;
  const failed = error !== undefined && error !== null && error !== false;

  const allColumns = useMemo<readonly TableColumn<T>[]>(
    () =>
      actions
        ? [
            ...columns,
            { key: ACTIONS_COLUMN, title: t.actions, width: actionsWidth, pin: 'right' as const, render: (row: T) => <RowActions actions={actions(row)} /> },
          ]
        : columns,
    [columns, actions, actionsWidth],
  );

  const failure = failed ? (
    <Failure>
      <div role="alert">
        <strong>{t.loadFailed}</strong>
        {error === true ? null : <p>{error}</p>}
      </div>
      {onRetry ? <Button onClick={onRetry}>{t.retry}</Button> : null}
    </Failure>
  ) : null;

  return (
    <Layout className={props.className} style={props.style}>
      <Table
        ref={ref}
        label={label}
        columns={allColumns}
        data={failed ? NO_ROWS : rows}
        rowKey={rowKey}
        loading={loading && !failed}
        skeletonRows={size}
        emptyText={failure ?? <Empty description={emptyText} />}
        manualSorting
        virtualized={false}
        sort={toTableSort(sort)}
        onSortChange={(next) => onSortChange?.(next ? { field: next.key as F, order: next.direction } : undefined)}
        selectable={props.selectable}
        selectedKeys={props.selectedKeys}
        onSelectedKeysChange={props.onSelectedKeysChange}
        rowLabel={props.rowLabel}
      />
      {!failed && total > 0 ? (
        <PagingBar>
          <Pagination
            label={t.pagination(label)}
            total={total}
            page={page}
            pageSize={size}
            pageSizeOptions={onSizeChange ? sizeOptions : []}
            onChange={(nextPage, nextSize) => (nextSize === size ? onPageChange(nextPage) : onSizeChange?.(nextSize))}
          />
        </PagingBar>
      ) : null}
    </Layout>
  );
}

const DataTableForwarded = forwardRef(DataTableWithRef);
DataTableForwarded.displayName = 'DataTable';

// forwardRef drops the type parameters; the cast gives them back (the props are the same).
/**
 * The list screen's table: one page of a server-side paged, sorted query (`@scf/api/contract` `pagedQuery` →
 * `{ rows, total }`) with its pagination, loading, empty and error states and a row-action column. Composes Table
 * (TanStack) and Pagination; the host owns the query (page, size, sort, filters) and fetches. `className` and
 * `style` go to the outer element, the ref to the table's scroll container (forwardRef: React 18 and 19).
 */
export const DataTable = DataTableForwarded as <T extends object, F extends string = string>(props: DataTablePropsWithRef<T, F>) => ReactElement;

export { DataTable } from './data-table';
export type { DataTableProps, DataTablePropsWithRef } from './data-table';
export type { DataTableAction, DataTableSort } from './data-table-types';

export { DataTable } from './data-table';
export type { DataTableProps } from './data-table';
export type { DataTableAction, DataTableSort } from './data-table-types';

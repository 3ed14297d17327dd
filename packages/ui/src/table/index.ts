export { Table, VIRTUALIZE_AFTER_ROWS } from './table';
export type { TableProps } from './table';
export type { TableColumn, TableSort } from './table-types';

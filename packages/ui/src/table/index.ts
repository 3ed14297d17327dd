export { Table, VIRTUALIZE_AFTER_ROWS } from './table';
export type { TableProps, TablePropsWithRef } from './table';
export type { TableColumn, TableSort } from './table-types';

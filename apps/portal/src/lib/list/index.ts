export { useList } from './use-list';
export type { ListOptions, ListQuery, ListSort, ListState } from './use-list';
export { tableResult, tableState, useListQuery } from './use-list-query';
export type { ListTableProps } from './use-list-query';
export { openColumn } from './open-column';
export type { OpenColumnOptions } from './open-column';
export { ExportButton } from './export-button';
export type { ExportButtonProps } from './export-button';
export { downloadExport } from './download-export';

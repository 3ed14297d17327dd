export { useList } from './use-list';
export type { ListOptions, ListQuery, ListSort, ListState } from './use-list';
export { tableState, useListQuery } from './use-list-query';

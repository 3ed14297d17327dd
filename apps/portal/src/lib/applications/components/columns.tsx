import type { TableColumn } from '@scf/ui';
import { openColumn, tableResult, tableState } from '../../list';
import type { ListState } from '../../list';
import { failureMessage } from '../../write';

/** 申请编号 as a link that opens the application's detail. */
export function appNoColumn<T extends { appNo: string }>(onOpen: (appNo: string) => void): TableColumn<T> {
  return openColumn<T>({ key: 'appNo', title: '申请编号', width: 164, text: (r) => r.appNo, onOpen: (r) => onOpen(r.appNo) });
}

/** A paged list query's answer as DataTable props (lib/list's tableResult), its failure in the house's words. */
export function pageTableProps<R>(q: Parameters<typeof tableResult<R>>[0]) {
  return tableResult(q, (e) => (e ? failureMessage(e) : undefined));
}

/** A paged list of applications as DataTable props: the page read, rows keyed by 申请编号, 查看 opening one, the list's paging and sort. */
export function applicationTableProps<R extends { appNo: string }, F extends string, S extends string>(
  q: Parameters<typeof tableResult<R>>[0],
  list: ListState<F, S>,
  onOpen: (appNo: string) => void,
) {
  return {
    ...pageTableProps(q),
    rowKey: (r: R) => r.appNo,
    actions: (r: R) => [{ label: '查看', onSelect: () => onOpen(r.appNo) }],
    actionsWidth: 64,
    ...tableState(list),
  };
}

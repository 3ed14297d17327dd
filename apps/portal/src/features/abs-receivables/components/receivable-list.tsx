import { useState } from 'react';
import type { ReactNode } from 'react';
import { absEndpoints } from '@scf/api/contract';
import type { AbsReceivable } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';
import { ListSearch } from '../../../lib/list/list-search';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { STATUS_OPTIONS, isReceivableStatus } from '../api/abs-labels';
import { receivableColumns } from './receivable-columns';
import { ReceivableDetail } from './receivable-detail';

const LIST = { filters: ['keyword', 'status'], sortable: ['dueDate', 'amount', 'createdAt'] } as const;
const EMPTY = { keyword: '', status: 'all' };

export interface ReceivableListProps {
  /** 应付账款查询 (the caller is the debtor) or 应收账款查询 (the current creditor). */
  side: 'DEBTOR' | 'CREDITOR';
  /** The row's actions for the caller's role and the receivable's state. */
  actions?: (r: AbsReceivable) => readonly DataTableAction[];
  /** The dialogs the actions open. */
  children?: ReactNode;
}

/**
 * A page of receivables by 关键字 (number, contract or a party) and 状态, newest first unless sorted by 到期日 or 金额; the
 * number opens the receivable's facts.
 */
export function ReceivableList({ side, actions, children }: ReceivableListProps) {
  const list = useList(LIST);
  const { keyword, status } = list.query.filters;
  const filtered = { ...list, query: { ...list.query, filters: { ...(keyword ? { keyword } : {}), ...(isReceivableStatus(status) ? { status } : {}) } } };
  const read = useListQuery(side === 'DEBTOR' ? absEndpoints.payables : absEndpoints.receivables, filtered);
  const [open, setOpen] = useState<AbsReceivable | null>(null);
  const label = side === 'DEBTOR' ? '应付账款' : '应收账款';
  return (
    <>
      <ListSearch
        label={`${label}查询`}
        keyword={{ label: '关键字', placeholder: `资产编号、合同编号或${side === 'DEBTOR' ? '债权人' : '债务人'}` }}
        choice={{ name: 'status', label: '状态', options: STATUS_OPTIONS }}
        empty={EMPTY}
        filters={list.query.filters}
        onSearch={(f) => list.setFilters(f)}
      />
      <DataTable
        label={label}
        columns={receivableColumns(side, setOpen)}
        rowKey={(r) => r.receivableNo}
        {...tableState(list)}
        {...tableResult(read, (e) => (e ? failureMessage(e) : undefined))}
        emptyText={`暂无${label}`}
        actionsWidth={150}
        actions={actions}
      />
      {open ? <ReceivableDetail receivable={open} onClose={() => setOpen(null)} /> : null}
      {children}
    </>
  );
}

import { creditEndpoints } from '@scf/api/contract';
import { ApplicationsTable, pageTableProps } from '../../../lib/applications';
import { tableState, useList, useListQuery } from '../../../lib/list';

const OLDEST_FIRST = { filters: [], sortable: ['createdAt', 'updatedAt', 'amount'], defaultSort: { field: 'createdAt', order: 'asc' } } as const;

/** 待我审批: the e订通 financings (EFA) waiting on the caller's role at its bank, oldest first. */
export function FinanceQueue({ onOpen }: { onOpen: (appNo: string) => void }) {
  const list = useList(OLDEST_FIRST);
  // Not the kit's useApplicationList: its product filter takes the ledger products only, and e订通 is none of them.
  const query = useListQuery(creditEndpoints.applications, list, { scope: 'review', bizType: 'EDT_FINANCE' });
  return (
    <ApplicationsTable
      label="待我审批的融资申请"
      emptyText="暂无待审批的融资申请"
      onOpen={onOpen}
      actions={(row) => [{ label: '审批', onSelect: () => onOpen(row.appNo) }]}
      actionsWidth={64}
      showCreator
      {...pageTableProps(query)}
      {...tableState(list)}
    />
  );
}

import type { AbsReceivable } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, StatusTag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import type { ListTableProps } from '../../../lib/list';
import { RECEIVABLE_STATUSES, SIDE_NOUN } from '../api/abs-finance-data-paths';
import type { AbsSide } from '../api/abs-finance-data-paths';

export interface ReceivableTableProps extends ListTableProps {
  side: AbsSide;
  rows: readonly AbsReceivable[];
  onOpen: (row: AbsReceivable) => void;
  onUploadInvoice: (row: AbsReceivable) => void;
}

/**
 * The caller's ABS receivables (as debtor: 应付账款; as creditor: 应收账款) with the other party, amount, due date and
 * status; 查看资料 opens ABS资料详情, 上传发票 the upload.
 */
export function ReceivableTable({ side, rows, onOpen, onUploadInvoice, ...table }: ReceivableTableProps) {
  const noun = SIDE_NOUN[side];
  const columns: TableColumn<AbsReceivable>[] = [
    {
      key: 'receivableNo',
      title: `${noun}编号/合同编号`,
      width: 200,
      render: (r) => <StackedCell main={r.receivableNo} sub={`合同编号：${r.contractNo}`} />,
    },
    side === 'DEBTOR'
      ? { key: 'creditor', title: '债权人', value: (r) => r.creditor.corpName }
      : {
          key: 'debtor',
          title: '债务人',
          render: (r) => (
            <StackedCell
              main={r.debtor.corpName}
              sub={r.currentCreditor.corpId !== r.creditor.corpId ? `当前债权人：${r.currentCreditor.corpName}` : undefined}
            />
          ),
        },
    { key: 'amount', title: `${noun}金额`, align: 'right', width: 150, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'dueDate', title: '到期日', width: 110, sortable: true, value: (r) => r.dueDate },
    { key: 'status', title: '状态', width: 110, render: (r) => <StatusTag status={r.status} statuses={RECEIVABLE_STATUSES} /> },
  ];
  return (
    <DataTable
      label={`${noun}列表`}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.receivableNo}
      rowLabel={(r) => `${noun}${r.receivableNo}`}
      emptyText={`暂无${noun}`}
      actions={(r) => [
        { label: '查看资料', onSelect: () => onOpen(r) },
        { label: '上传发票', onSelect: () => onUploadInvoice(r) },
      ]}
      actionsWidth={150}
      {...table}
    />
  );
}

import type { IssueLine } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { AccountCell, formatAccount } from '../../../lib/applications';

const COLUMNS: TableColumn<IssueLine>[] = [
  { key: 'lineNo', title: '序号', width: 60, value: (l) => l.lineNo },
  { key: 'receiver', title: '接收方', value: (l) => l.receiver.corpName },
  {
    key: 'account',
    title: '接收方账户',
    width: 230,
    value: (l) => formatAccount(l.receiverAccount),
    render: (l) => <AccountCell account={l.receiverAccount} partyName={l.receiver.corpName} />,
  },
  {
    key: 'amount',
    title: '开立金额',
    align: 'right',
    width: 220,
    value: (l) => l.amount,
    render: (l) => <AmountWithCapital value={l.amount} label={`第${l.lineNo}条开立金额`} />,
  },
  { key: 'dueDate', title: '承诺付款日', width: 110, value: (l) => l.dueDate },
  { key: 'contract', title: '合同', value: (l) => `${l.contract.contractNo} ${l.contract.name}` },
  { key: 'remark', title: '备注', width: 120, value: (l) => l.remark || '—' },
  { key: 'creditNo', title: '凭证编号', width: 180, value: (l) => l.creditNo ?? '—' },
];

/** Every line of an issue application (each becomes its own credit): the reviewer reads each amount in 大写. */
export function IssueLinesTable({ lines }: { lines: readonly IssueLine[] }) {
  return <Table label="开立明细" columns={COLUMNS} data={lines} rowKey={(l) => String(l.lineNo)} virtualized={false} whole />;
}

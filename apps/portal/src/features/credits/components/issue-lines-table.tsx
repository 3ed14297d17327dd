import type { IssueLine } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { AccountCell, formatAccount } from '../../../lib/applications';

const COLUMNS: TableColumn<IssueLine>[] = [
  { key: 'lineNo', title: '序号', width: 56, value: (l) => l.lineNo },
  { key: 'receiver', title: '接收方', value: (l) => l.receiver.corpName },
  {
    key: 'account',
    title: '接收方账户',
    width: 200,
    value: (l) => formatAccount(l.receiverAccount),
    render: (l) => <AccountCell account={l.receiverAccount} partyName={l.receiver.corpName} />,
  },
  {
    key: 'amount',
    title: '开立金额',
    align: 'right',
    width: 200,
    value: (l) => l.amount,
    render: (l) => <AmountWithCapital value={l.amount} label={`第${l.lineNo}条开立金额`} />,
  },
  { key: 'dueDate', title: '承诺付款日', width: 104, value: (l) => l.dueDate },
  { key: 'contract', title: '合同', value: (l) => `${l.contract.contractNo} ${l.contract.name}` },
  { key: 'remark', title: '备注', width: 100, value: (l) => l.remark || '—' },
  { key: 'creditNo', title: '凭证编号', width: 170, value: (l) => l.creditNo ?? '—' },
];

/** 备注 and 凭证编号 only when a line has one: a column of dashes would push the signed figures out of a 1280 px page. */
function shownColumns(lines: readonly IssueLine[]): TableColumn<IssueLine>[] {
  const hasRemark = lines.some((l) => l.remark);
  const hasCreditNo = lines.some((l) => l.creditNo);
  return COLUMNS.filter((c) => (c.key !== 'remark' || hasRemark) && (c.key !== 'creditNo' || hasCreditNo));
}

/** Every line of an issue application (each becomes its own credit): the reviewer reads each amount in 大写. */
export function IssueLinesTable({ lines }: { lines: readonly IssueLine[] }) {
  return <Table label="开立明细" columns={shownColumns(lines)} data={lines} rowKey={(l) => String(l.lineNo)} virtualized={false} whole />;
}

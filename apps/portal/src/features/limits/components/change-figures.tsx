import type { CreditLine, SubLimit } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { distributionChange } from '../api/distribution-change';
import type { FigureChange } from '../api/distribution-change';

const columns: TableColumn<FigureChange>[] = [
  { key: 'label', title: '项目', value: (r) => r.label },
  { key: 'before', title: '审批前', align: 'right', render: (r) => <AmountText value={r.before} /> },
  { key: 'after', title: '审批后', align: 'right', render: (r) => <AmountText value={r.after} /> },
];

/** The line's and the member's figures before and after the director approves (what the signature commits to). */
export function ChangeFigures({ line, sub, changeAmount }: { line: CreditLine; sub: SubLimit | undefined; changeAmount: string }) {
  return <Table label="额度变化" columns={columns} data={distributionChange(line, sub, changeAmount)} rowKey={(r) => r.label} virtualized={false} />;
}

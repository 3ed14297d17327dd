import { Link } from 'react-router-dom';
import type { OldLine } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { LINE_PRODUCT_LABEL, OLD_LIMIT_PATHS } from '../api/limit-labels';
import { amountColumn } from './amount-column';
import { OldLineStatusTag } from './old-line-status-tag';

const amount = (key: 'total', title: string) => amountColumn<OldLine, typeof key>(key, title, 140);

// Readable at 1280 px (at least 830 px; the page is 935): 产品 under 额度编号, 到期日 under 起始日, 替换额度编号 under 状态,
// 当前未结清金额 under 到期时占用金额.
const columns: TableColumn<OldLine>[] = [
  {
    key: 'lineId',
    title: '额度编号 / 产品',
    width: 130,
    value: (l) => l.lineId,
    render: (l) => <StackedCell main={l.lineId} sub={LINE_PRODUCT_LABEL[l.productType]} />,
  },
  { key: 'fi', title: '授信机构', value: (l) => l.fi.corpName },
  amount('total', '授信总额'),
  {
    key: 'startDate',
    title: '起始日 / 到期日',
    width: 110,
    value: (l) => l.startDate,
    render: (l) => <StackedCell main={l.startDate} sub={`至 ${l.endDate}`} />,
  },
  {
    key: 'status',
    title: '状态 / 替换额度编号',
    width: 120,
    value: (l) => l.status,
    render: (l) => <StackedCell main={<OldLineStatusTag status={l.status} />} sub={l.replacedBy ? `替换为 ${l.replacedBy}` : undefined} />,
  },
  {
    key: 'usedAtEnd',
    title: '到期时占用金额 / 当前未结清金额',
    align: 'right',
    width: 150,
    render: (l) => (
      <StackedCell
        main={<AmountText value={l.usedAtEnd} />}
        sub={
          <>
            未结清 <AmountText value={l.outstanding} />
          </>
        }
      />
    ),
  },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    pin: 'right',
    render: (l) => (
      <Link to={`${OLD_LIMIT_PATHS.detail}?lineId=${encodeURIComponent(l.lineId)}`} aria-label={`详情 ${l.lineId}`}>
        详情
      </Link>
    ),
  },
];

/** 历史额度查询's list: each old line's terms, state, successor and what it carried at its end and carries now. */
export function OldLinesTable({ lines }: { lines: readonly OldLine[] }) {
  return (
    <Table label="历史额度" columns={columns} data={lines} rowKey={(l) => l.lineId} emptyText={<Empty description="暂无历史额度" />} virtualized={false} />
  );
}

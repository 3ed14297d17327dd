import { Link } from 'react-router-dom';
import type { OldLine } from '@scf/api/contract';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LINE_PRODUCT_LABEL, OLD_LIMIT_PATHS } from '../api/limit-labels';
import { amountColumn } from './amount-column';
import { OldLineStatusTag } from './old-line-status-tag';

const amount = (key: 'total' | 'usedAtEnd' | 'outstanding', title: string) => amountColumn<OldLine, typeof key>(key, title, 150);

const columns: TableColumn<OldLine>[] = [
  { key: 'lineId', title: '额度编号', width: 100 },
  { key: 'productType', title: '产品', width: 180, value: (l) => LINE_PRODUCT_LABEL[l.productType] },
  { key: 'fi', title: '授信机构', value: (l) => l.fi.corpName },
  amount('total', '授信总额'),
  { key: 'startDate', title: '起始日', width: 110 },
  { key: 'endDate', title: '到期日', width: 110 },
  { key: 'status', title: '状态', width: 90, value: (l) => l.status, render: (l) => <OldLineStatusTag status={l.status} /> },
  { key: 'replacedBy', title: '替换额度编号', width: 120, value: (l) => l.replacedBy ?? '—' },
  amount('usedAtEnd', '到期时占用金额'),
  amount('outstanding', '当前未结清金额'),
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

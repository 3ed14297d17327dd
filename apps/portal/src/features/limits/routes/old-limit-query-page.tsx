import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { oldLimitEndpoints } from '@scf/api/contract';
import type { EndpointResult } from '@scf/api/contract';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LoadState, Page } from '../../../lib/page';
import { LINE_PRODUCT_LABEL, OLD_LIMIT_PATHS } from '../api/limit-labels';
import { amountColumn } from '../components/amount-column';
import { OldLineStatusTag } from '../components/old-line-status-tag';

/** A row as the endpoint answers it: the page needs no name exported for it. */
type OldLine = EndpointResult<typeof oldLimitEndpoints.list>[number];

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

/**
 * `/my/old-limit/query` 历史额度查询 (domain-lines.md §16.10): the group's expired, replaced and terminated lines (a
 * bank's: those it granted), with the line that replaced each, what it held at its end and what is still unsettled.
 * A list screen in one file (docs/adding-a-flow.md): its call, its columns and its table.
 */
export default function OldLimitQueryPage() {
  const { data, error, mutate } = useEndpoint(oldLimitEndpoints.list, {});
  return (
    <Page>
      <LoadState what="历史额度" data={data} error={error} onRetry={() => void mutate()}>
        {(lines) => (
          <Table
            label="历史额度"
            columns={columns}
            data={lines}
            rowKey={(l) => l.lineId}
            emptyText={<Empty description="暂无历史额度" />}
            virtualized={false}
          />
        )}
      </LoadState>
    </Page>
  );
}

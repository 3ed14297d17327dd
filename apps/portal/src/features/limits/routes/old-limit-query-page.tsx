import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { oldLimitEndpoints } from '@scf/api/contract';
import type { EndpointResult } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { LoadState, Page } from '../../../lib/page';
import { LINE_PRODUCT_LABEL, OLD_LIMIT_PATHS } from '../api/limit-labels';
import { amountColumn } from '../components/amount-column';
import { OldLineStatusTag } from '../components/old-line-status-tag';

/** A row as the endpoint answers it: the page needs no name exported for it. */
type OldLine = EndpointResult<typeof oldLimitEndpoints.list>[number];

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

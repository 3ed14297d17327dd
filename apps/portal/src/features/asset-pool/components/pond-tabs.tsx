import { useState } from 'react';
import type { PondAsset, PondDetail, PondDrawdown, PondMovement, PondRepay } from '@scf/api/contract';
import { APP_STATUS_LABEL, POND_REPAY_SOURCE_LABEL } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tabs, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { assetLabel, assetTone, drawdownLabel, drawdownTone } from '../api/pond-labels';

const assetColumns: TableColumn<PondAsset>[] = [
  { key: 'prNo', title: '池内资产编号', width: 180, value: (a) => a.prNo, render: (a) => <StackedCell main={a.prNo} sub={`凭证 ${a.assetNo}`} /> },
  {
    key: 'amount',
    title: '资产金额',
    align: 'right',
    width: 180,
    value: (a) => a.amount,
    render: (a) => (
      <StackedCell
        main={<AmountText value={a.amount} />}
        sub={
          <>
            质押价值 <AmountText value={a.value} />
          </>
        }
      />
    ),
  },
  { key: 'dueDate', title: '到期日', width: 110, value: (a) => a.dueDate },
  { key: 'inDate', title: '入池日期', width: 110, value: (a) => a.inDate ?? '--' },
  { key: 'status', title: '状态', width: 100, value: (a) => assetLabel(a.status), render: (a) => <Tag tone={assetTone(a.status)}>{assetLabel(a.status)}</Tag> },
];

const drawdownColumns: TableColumn<PondDrawdown>[] = [
  {
    key: 'drawdownNo',
    title: '提款编号',
    width: 180,
    value: (d) => d.drawdownNo,
    render: (d) => <StackedCell main={d.drawdownNo} sub={d.loanNo ? `借据 ${d.loanNo}` : undefined} />,
  },
  {
    key: 'principal',
    title: '提款金额',
    align: 'right',
    width: 180,
    value: (d) => d.principal,
    render: (d) => (
      <StackedCell
        main={<AmountText value={d.principal} />}
        sub={
          <>
            未结清 <AmountText value={d.outstanding} />
          </>
        }
      />
    ),
  },
  { key: 'rate', title: '利率', width: 80, value: (d) => d.rate },
  { key: 'dates', title: '起止日期', width: 200, value: (d) => `${d.valueDate} 至 ${d.dueDate}` },
  {
    key: 'status',
    title: '状态',
    width: 120,
    value: (d) => drawdownLabel(d.status),
    render: (d) => <Tag tone={drawdownTone(d.status)}>{drawdownLabel(d.status)}</Tag>,
  },
];

const repayColumns: TableColumn<PondRepay>[] = [
  { key: 'appNo', title: '申请编号', width: 180, value: (r) => r.appNo, render: (r) => <StackedCell main={r.appNo} sub={`提款 ${r.drawdownNo}`} /> },
  {
    key: 'principal',
    title: '还款本金',
    align: 'right',
    width: 180,
    value: (r) => r.principal,
    render: (r) => (
      <StackedCell
        main={<AmountText value={r.principal} />}
        sub={
          r.interest === null ? undefined : (
            <>
              利息 <AmountText value={r.interest} />
            </>
          )
        }
      />
    ),
  },
  { key: 'source', title: '还款来源', width: 100, value: (r) => POND_REPAY_SOURCE_LABEL[r.source] },
  { key: 'repayDate', title: '还款日期', width: 110, value: (r) => r.repayDate ?? r.appliedDate },
  { key: 'status', title: '状态', width: 120, value: (r) => APP_STATUS_LABEL[r.status] },
];

const movementColumns: TableColumn<PondMovement>[] = [
  { key: 'appNo', title: '申请编号', width: 180, value: (m) => m.appNo },
  { key: 'direction', title: '类型', width: 80, value: (m) => (m.direction === 'IN' ? '入池' : '出池') },
  { key: 'assets', title: '资产', value: (m) => m.assetNos.join('、') },
  { key: 'amount', title: '金额', align: 'right', width: 150, value: (m) => m.amount, render: (m) => <AmountText value={m.amount} /> },
  { key: 'appliedDate', title: '申请日期', width: 110, value: (m) => m.appliedDate },
  { key: 'status', title: '状态', width: 120, value: (m) => APP_STATUS_LABEL[m.status] },
];

function LocalTable<T extends object>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (r: T) => string;
  emptyText: string;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      rowKey={rowKey}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      emptyText={emptyText}
    />
  );
}

/** 在池资产, 提款记录, 还款记录, 出入池记录 (domain-lines.md §18.7). */
export function PondTabs({ detail }: { detail: PondDetail }) {
  const [tab, setTab] = useState('assets');
  return (
    <Tabs
      label="资产池记录"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'assets',
          label: '在池资产',
          content: <LocalTable label="在池资产" columns={assetColumns} rows={detail.assets} rowKey={(a) => a.prNo} emptyText="暂无在池资产" />,
        },
        {
          value: 'drawdowns',
          label: '提款记录',
          content: <LocalTable label="提款记录" columns={drawdownColumns} rows={detail.drawdowns} rowKey={(d) => d.drawdownNo} emptyText="暂无提款记录" />,
        },
        {
          value: 'repays',
          label: '还款记录',
          content: <LocalTable label="还款记录" columns={repayColumns} rows={detail.repays} rowKey={(r) => r.appNo} emptyText="暂无还款记录" />,
        },
        {
          value: 'movements',
          label: '出入池记录',
          content: <LocalTable label="出入池记录" columns={movementColumns} rows={detail.movements} rowKey={(m) => m.appNo} emptyText="暂无出入池记录" />,
        },
      ]}
    />
  );
}

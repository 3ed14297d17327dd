import { DATUM_VERDICT_LABEL, PACKAGE_PURPOSE_LABEL, PACKAGE_STATUS_LABEL } from '@scf/api/contract';
import type { PackageSummary } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';
import { timeText } from '../api/trade-labels';

export interface PackageTableProps extends ListTableProps {
  rows: readonly PackageSummary[];
  onOpen: (row: PackageSummary) => void;
}

const VERDICT_TONE = { PASS: 'success', REJECT: 'danger', PENDING: 'warning' } as const;

/** 上传资料: the corporation's packages, newest first; 查看 opens the detail. */
export function PackageTable({ rows, onOpen, ...table }: PackageTableProps) {
  const columns: TableColumn<PackageSummary>[] = [
    { key: 'packageNo', title: '资料编号', width: 165, value: (r) => r.packageNo },
    { key: 'credits', title: '凭证编号', width: 175, value: (r) => r.creditNos.join('、') },
    { key: 'docs', title: '合同/发票/其他', width: 105, value: (r) => `${r.contractCount}/${r.invoiceCount}/${r.documentCount}` },
    { key: 'occupy', title: '占用合计（元）', align: 'right', width: 120, value: (r) => formatFen(parseFen(r.occupyTotal)) },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (r) => <Tag tone={r.status === 'SUBMITTED' ? 'primary' : 'default'}>{PACKAGE_STATUS_LABEL[r.status]}</Tag>,
    },
    { key: 'verdict', title: '审核结果', width: 90, render: (r) => <Tag tone={VERDICT_TONE[r.verdict]}>{DATUM_VERDICT_LABEL[r.verdict]}</Tag> },
    { key: 'createdAt', title: '创建时间', width: 135, sortable: true, value: (r) => timeText(r.createdAt) },
  ];
  return (
    <DataTable
      label="融资资料列表"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.packageNo}
      rowLabel={(r) => `${PACKAGE_PURPOSE_LABEL[r.purpose]}${r.packageNo}`}
      emptyText="暂无融资资料"
      actions={(r) => [{ label: '查看', onSelect: () => onOpen(r) }]}
      actionsWidth={70}
      {...table}
    />
  );
}

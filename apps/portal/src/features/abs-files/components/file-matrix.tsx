import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { ABS_MATRIX_COLUMNS, ABS_RECEIVABLE_STATUSES, ABS_RECEIVABLE_STATUS_LABEL } from '@scf/api/contract';
import type { AbsDocCell, AbsFileRow, AbsReceivableStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';
import { StoredFilePreviewer } from '../../../lib/files/components/file-link';
import { StackedCell, tableResult, tableState, useList } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import { failureMessage } from '../../../lib/write';
import { MATRIX_ENDPOINT } from '../api/abs-files-calls';
import type { ArchiveSide } from '../api/abs-files-calls';
import { DocCell } from './doc-cell';
import { PackageButton } from './package-button';

const LIST = { filters: ['keyword', 'status'], sortable: ['dueDate', 'amount'] } as const;
const EMPTY = { keyword: '', status: 'all' };
const STATUS_OPTIONS = [{ value: 'all', label: '全部' }, ...ABS_RECEIVABLE_STATUSES.map((s) => ({ value: s, label: ABS_RECEIVABLE_STATUS_LABEL[s] }))];
const isStatus = (v: string | undefined): v is AbsReceivableStatus => !!v && (ABS_RECEIVABLE_STATUSES as readonly string[]).includes(v);

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

/**
 * Each document column (§18.3's five), narrow: the state, the signer's name, the date and 预览 stack in the cell, so
 * the whole matrix (≈ 1 000 px with the checkbox and 操作) fits the content area at 1280 px without scrolling sideways.
 */
const docColumns = (onPreview: (cell: AbsDocCell) => void): TableColumn<AbsFileRow>[] =>
  ABS_MATRIX_COLUMNS.map(({ kind, title }) => ({
    key: kind,
    title,
    width: 100,
    value: (r: AbsFileRow) => r.cells.find((c) => c.kind === kind)?.stateLabel ?? '',
    render: (r: AbsFileRow) => {
      const cell = r.cells.find((c) => c.kind === kind);
      return cell ? <DocCell cell={cell} title={title} onPreview={onPreview} /> : null;
    },
  }));

export interface FileMatrixProps {
  side: ArchiveSide;
  /** The row's actions (提交签署, 签署), when the caller has any. */
  actions?: (row: AbsFileRow) => readonly DataTableAction[];
}

/**
 * The document × asset matrix (domain-lines.md §18.3 档案, §18.5): one row per receivable — its number and the other
 * party, amount and due date, state — and one column per document with 待签署 / 已签署 / 不适用, signer, date and
 * 预览 (the PDF in the shared previewer). Ticked rows go into 下载文件包.
 */
export function FileMatrix({ side, actions }: FileMatrixProps) {
  const list = useList(LIST);
  const { keyword, status } = list.query.filters;
  const filters = { ...(keyword ? { keyword } : {}), ...(isStatus(status) ? { status } : {}) };
  // Both sides' lists take and give the same shapes; only the path differs.
  const read = useEndpoint(MATRIX_ENDPOINT[side] as typeof MATRIX_ENDPOINT.DEBTOR, { body: { ...list.query, filters } }, { keepPreviousData: true });
  const [selected, setSelected] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<AbsDocCell | null>(null);
  const other = side === 'DEBTOR' ? '债权人' : '债务人';
  const columns: TableColumn<AbsFileRow>[] = [
    {
      key: 'receivableNo',
      title: `应收账款编号 / ${other}`,
      width: 170,
      value: (r) => r.receivableNo,
      render: (r) => <StackedCell main={r.receivableNo} sub={side === 'DEBTOR' ? r.creditor.corpName : r.debtor.corpName} />,
    },
    {
      key: 'amount',
      title: '金额 / 到期日',
      align: 'right',
      width: 150,
      sortable: true,
      value: (r) => r.amount,
      // The asset's state under its amount and due date: the five document columns keep their room at 1280 px.
      render: (r) => <StackedCell main={<AmountText value={r.amount} />} sub={`到期 ${r.dueDate} · ${r.statusLabel}`} />,
    },
    ...docColumns(setPreviewing),
  ];
  const table = { ...tableResult(read, (error) => (error ? failureMessage(error) : undefined)), ...tableState(list) };
  return (
    <>
      <ListSearch
        label="档案查询"
        keyword={{ label: '关键字', placeholder: '应收账款编号、合同编号或企业名称' }}
        choice={{ name: 'status', label: '资产状态', options: STATUS_OPTIONS }}
        empty={EMPTY}
        filters={{ keyword: keyword ?? '', status: isStatus(status) ? status : 'all' }}
        onSearch={(f) => list.setFilters(f)}
      />
      <Bar>
        <PackageButton side={side} receivableNos={selected} />
      </Bar>
      <DataTable
        label="文件档案"
        emptyText="暂无应收账款档案"
        columns={columns}
        rowKey={(r) => r.receivableNo}
        selectable
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        rowLabel={(r) => r.receivableNo}
        {...(actions ? { actions, actionsWidth: 72 } : {})}
        {...table}
      />
      <StoredFilePreviewer
        file={previewing?.fileId ? { pkFile: previewing.fileId, fileName: previewing.fileName ?? '文件', mimeType: 'application/pdf' } : null}
        onClose={() => setPreviewing(null)}
      />
    </>
  );
}

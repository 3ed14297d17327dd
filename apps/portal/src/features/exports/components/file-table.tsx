import type { DownloadFile } from '@scf/api/contract';
import { formatBusinessDateTime } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';

/** A file's size in words (KB below a megabyte). */
export const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export interface FileTableProps extends ListTableProps {
  rows: readonly DownloadFile[];
  onDownload: (file: DownloadFile) => void;
}

/** 下载中心's columns (domain-lines.md §16.6): the whole SHA-256, so a downloaded file can be checked against it. */
export function FileTable({ rows, onDownload, ...table }: FileTableProps) {
  const columns: TableColumn<DownloadFile>[] = [
    { key: 'fileName', title: '文件名称', value: (f) => f.fileName },
    { key: 'fileType', title: '文件类型', width: 100, value: (f) => f.fileType },
    { key: 'fileSize', title: '大小', width: 90, align: 'right', value: (f) => sizeText(f.fileSize) },
    { key: 'sha256', title: 'SHA-256', width: 300, value: (f) => f.sha256, render: (f) => <code style={{ wordBreak: 'break-all' }}>{f.sha256}</code> },
    { key: 'generatedAt', title: '生成时间', width: 140, value: (f) => formatBusinessDateTime(f.businessDate, f.generatedAt) },
    { key: 'expiresOn', title: '有效期至', width: 110, value: (f) => f.expiresOn },
  ];
  return (
    <DataTable
      label="下载中心"
      columns={columns}
      rows={rows}
      rowKey={(f) => f.exportNo}
      emptyText="暂无可下载的文件"
      actions={(f) => [{ label: '下载', onSelect: () => onDownload(f) }]}
      actionsWidth={80}
      {...table}
    />
  );
}

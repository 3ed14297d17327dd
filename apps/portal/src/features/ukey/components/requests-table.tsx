import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UKEY_REQUEST_KIND_LABEL } from '@scf/api/contract';
import type { UkeyRequest } from '@scf/api/contract';
import { StatusTag, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { applyDetailHref } from '../api/ukey-paths';
import { MEDIUM_LABEL, REQUEST_STATUS_STYLE, dateTimeText } from '../api/ukey-format';

export interface RequestsTableProps {
  label: string;
  requests: readonly UkeyRequest[];
  /** Link the request number to apply-detail (when the user may open it). */
  detailLinks: boolean;
  /** An extra last column, e.g. the download actions. */
  action?: { title: string; render: (request: UkeyRequest) => ReactNode };
  emptyText?: ReactNode;
}

const columns = (detailLinks: boolean): TableColumn<UkeyRequest>[] => [
  {
    key: 'requestId',
    title: '申请编号',
    render: (r) => (detailLinks ? <Link to={applyDetailHref(r.requestId)}>{r.requestId}</Link> : r.requestId),
  },
  { key: 'kind', title: '申请类型', value: (r) => UKEY_REQUEST_KIND_LABEL[r.kind] },
  { key: 'medium', title: '介质', value: (r) => MEDIUM_LABEL[r.medium] },
  { key: 'ukeyCode', title: '印刷号' },
  { key: 'holder', title: '持有人', value: (r) => `${r.holderPersonName}（${r.holderUserName}）` },
  { key: 'status', title: '状态', value: (r) => r.status, render: (r) => <StatusTag status={r.status} statuses={REQUEST_STATUS_STYLE} /> },
  { key: 'createdAt', title: '申请时间', value: (r) => dateTimeText(r.createdAt) },
];

/** 申请记录: one row per key operation, newest first as the server sends them. */
export function RequestsTable({ label, requests, detailLinks, action, emptyText = '暂无申请记录' }: RequestsTableProps) {
  const base = columns(detailLinks);
  const all = action ? [...base, { key: 'action', title: action.title, render: action.render }] : base;
  return <Table label={label} columns={all} data={requests} rowKey={(r) => r.requestId} emptyText={emptyText} />;
}

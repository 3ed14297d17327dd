import { CORP_USER_STATUS_LABEL, ROLE_LABEL } from '@scf/api/contract';
import type { CorpUser, CorpUserStatus, RoleCode } from '@scf/api/contract';
import { DataTable, StatusTag } from '@scf/ui';
import type { DataTableAction, StatusStyle, TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';

const STATUS: Record<CorpUserStatus, StatusStyle> = {
  ACTIVE: { label: CORP_USER_STATUS_LABEL.ACTIVE, tone: 'success' },
  PENDING_ACTIVATION: { label: CORP_USER_STATUS_LABEL.PENDING_ACTIVATION, tone: 'processing' },
  DISABLED: { label: CORP_USER_STATUS_LABEL.DISABLED, tone: 'default' },
};

const pad = (n: number) => String(n).padStart(2, '0');
/** 最后登录时间 in China time (yyyy-MM-dd HH:mm). */
export function loginTime(ms: number | null): string {
  if (ms === null) return '—';
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const roleText = (u: CorpUser) => u.roles.map((r) => ROLE_LABEL[r as RoleCode] || r).join('、');
const yesNo = (v: boolean) => (v ? '已开通' : '未开通');

function columns(voucherOpen: boolean, edtOpen: boolean): TableColumn<CorpUser>[] {
  return [
    { key: 'userName', title: '登录用户名', width: 130, sortable: true, value: (u) => u.userName },
    { key: 'personName', title: '姓名', width: 90, value: (u) => u.personName },
    { key: 'mobile', title: '手机号码', width: 120, value: (u) => u.mobileMasked },
    { key: 'roles', title: '角色', width: 150, value: roleText },
    { key: 'ukey', title: 'Ukey尾号', width: 90, value: (u) => u.ukeySuffix || '—' },
    ...(voucherOpen ? [{ key: 'rft', title: '支付通权限', width: 96, value: (u: CorpUser) => yesNo(u.rftWhitelist) }] : []),
    ...(edtOpen ? [{ key: 'edt', title: 'e订通权限', width: 96, value: (u: CorpUser) => yesNo(u.edtWhitelist) }] : []),
    { key: 'status', title: '状态', width: 84, value: (u) => u.status, render: (u) => <StatusTag status={u.status} statuses={STATUS} /> },
    { key: 'lastLogin', title: '最后登录时间', width: 140, value: (u) => loginTime(u.lastLoginAt) },
  ];
}

export interface UserTableProps extends ListTableProps {
  rows: readonly CorpUser[];
  voucherOpen: boolean;
  edtOpen: boolean;
  actions: (u: CorpUser) => readonly DataTableAction[];
}

/** 用户管理's table (§16.4): the columns, the product flags where the product is open, and the row's actions. */
export function UserTable({ rows, voucherOpen, edtOpen, actions, ...table }: UserTableProps) {
  return (
    <DataTable
      label="用户列表"
      emptyText="暂无用户"
      columns={columns(voucherOpen, edtOpen)}
      rows={rows}
      rowKey={(u) => u.userId}
      rowLabel={(u) => `用户${u.userName}`}
      actions={actions}
      actionsWidth={260}
      {...table}
    />
  );
}

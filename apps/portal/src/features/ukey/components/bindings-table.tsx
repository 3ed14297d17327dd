import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { UkeyBinding } from '@scf/api/contract';
import { StatusTag, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { changeHref, deleteHref } from '../api/ukey-paths';
import { BINDING_STATUS_STYLE, dateText, roleLabelOf } from '../api/ukey-format';

export interface BindingsTableProps {
  bindings: readonly UkeyBinding[];
  /** Row actions for directors, each only when its route is open to the user. */
  actions?: { change: boolean; delete: boolean };
}

const Actions = styled.span`
  display: inline-flex;
  gap: 12px;
`;

const COLUMNS: TableColumn<UkeyBinding>[] = [
  { key: 'ukeyCode', title: '印刷号' },
  { key: 'holder', title: '持有人', value: (b) => `${b.personName}（${b.userName}）` },
  { key: 'role', title: '角色', value: (b) => roleLabelOf(b.roleCode) },
  { key: 'certType', title: '类型' },
  { key: 'notAfter', title: '有效期至', value: (b) => dateText(b.notAfter) },
  { key: 'status', title: '状态', value: (b) => b.status, render: (b) => <StatusTag status={b.status} statuses={BINDING_STATUS_STYLE} /> },
];

function actionColumn(actions: NonNullable<BindingsTableProps['actions']>): TableColumn<UkeyBinding> {
  return {
    key: 'actions',
    title: '操作',
    render: (b) =>
      b.status === 'ACTIVE' ? (
        <Actions>
          {actions.change ? (
            <Link to={changeHref(b.ukeyNo)} aria-label={`更换 ${b.ukeyCode}`}>
              更换
            </Link>
          ) : null}
          {actions.delete ? (
            <Link to={deleteHref(b.ukeyNo)} aria-label={`注销 ${b.ukeyCode}`}>
              注销
            </Link>
          ) : null}
        </Actions>
      ) : null,
  };
}

/** The keys bound in the corporation: printed number, holder, role, algorithm, validity, status (and actions). */
export function BindingsTable({ bindings, actions }: BindingsTableProps) {
  const columns = actions && (actions.change || actions.delete) ? [...COLUMNS, actionColumn(actions)] : COLUMNS;
  return <Table label="已绑定Ukey" columns={columns} data={bindings} rowKey={(b) => b.ukeyNo} emptyText="暂无已绑定的Ukey" />;
}

import { ROLE_LABEL } from '@scf/api/contract';
import type { RoleCode, UkeyBinding } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { styled } from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid var(--scf-border-color, #f0f0f0);
  }
`;

export interface BindingsTableProps {
  bindings: UkeyBinding[];
  /** Directors may unbind; omitted = no action column. */
  onUnbind?: (binding: UkeyBinding) => void;
}

/** The keys bound in the corporation: printed number, holder, role, algorithm, validity, status. */
export function BindingsTable({ bindings, onUnbind }: BindingsTableProps) {
  if (bindings.length === 0) return <p>暂无已绑定的Ukey</p>;
  return (
    <Table aria-label="已绑定Ukey">
      <thead>
        <tr>
          <th scope="col">印刷号</th>
          <th scope="col">持有人</th>
          <th scope="col">角色</th>
          <th scope="col">类型</th>
          <th scope="col">有效期至</th>
          <th scope="col">状态</th>
          {onUnbind ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {bindings.map((b) => (
          <tr key={b.ukeyNo}>
            <td>{b.ukeyCode}</td>
            <td>
              {b.personName}（{b.userName}）
            </td>
            <td>{ROLE_LABEL[b.roleCode as RoleCode] ?? b.roleCode}</td>
            <td>{b.certType}</td>
            <td>{b.notAfter.slice(0, 10)}</td>
            <td>{b.status === 'ACTIVE' ? '有效' : '已解绑'}</td>
            {onUnbind ? (
              <td>
                {b.status === 'ACTIVE' ? (
                  <Button variant="link" onClick={() => onUnbind(b)} aria-label={`解绑 ${b.ukeyCode}`}>
                    解绑
                  </Button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

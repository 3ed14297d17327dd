import { styled } from 'styled-components';
import type { UkeyBinding } from '@scf/api/contract';
import type { CertInfo } from '@scf/signing';
import { dateText } from '../api/ukey-format';

const Table = styled.table`
  border-collapse: collapse;
  margin: 12px 0;
  th,
  td {
    text-align: left;
    padding: 8px 16px;
    border-bottom: 1px solid var(--scf-border-color, #f0f0f0);
  }
`;

/** Old key vs the new key that was read, row by row, for the director to confirm before the new key signs. */
export function KeyCompare({ old, next }: { old: UkeyBinding; next: CertInfo }) {
  const rows = [
    ['印刷号', old.ukeyCode, next.keyCode ?? '--'],
    ['证书序列号', old.ukeyNo, next.serialNumber],
    ['证书类型', old.certType, next.certType],
    ['有效期至', dateText(old.notAfter), dateText(next.notAfter ?? null)],
  ] as const;
  return (
    <Table aria-label="新旧Ukey对比">
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">原Ukey</th>
          <th scope="col">新Ukey</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, a, b]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{a}</td>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const Space = styled.div`
  margin-top: 16px;
`;

export interface HomeListProps<T extends object> {
  /** The card's heading and the table's name (待审批, 即将到期 …). */
  title: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The empty state (暂无待办 …). */
  emptyText: string;
  extra?: ReactNode;
}

/** One list of a role home: a titled card with a short table (the server sends at most ten rows) or its empty state. */
export function HomeList<T extends object>({ title, columns, rows, rowKey, emptyText, extra }: HomeListProps<T>) {
  return (
    <Space>
      <Card title={title} extra={extra}>
        <Table label={title} columns={columns} data={rows} rowKey={rowKey} emptyText={<Empty description={emptyText} />} virtualized={false} />
      </Card>
    </Space>
  );
}

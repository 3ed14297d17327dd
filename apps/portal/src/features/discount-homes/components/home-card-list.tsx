import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const Space = styled.div`
  margin-top: 16px;
`;

export interface HomeCardListProps<T extends object> {
  /** The card's heading and the table's name (待办事项, 即将到期 …). */
  title: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  extra?: ReactNode;
}

/** One list of a home, as the credit homes show theirs: a titled card with a short table or its empty state. */
export function HomeCardList<T extends object>({ title, columns, rows, rowKey, emptyText, extra }: HomeCardListProps<T>) {
  return (
    <Space>
      <Card title={title} extra={extra}>
        <Table label={title} columns={columns} data={rows} rowKey={rowKey} emptyText={<Empty description={emptyText} />} virtualized={false} />
      </Card>
    </Space>
  );
}

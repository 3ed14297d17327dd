import { styled } from 'styled-components';
import type { Message } from '@scf/api/contract';
import { Button, DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';
import { isUnread, stateLabel, typeLabel } from '../api/message-filters';

const Title = styled(Button)<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  text-align: left;
`;

export interface MessageTableProps extends ListTableProps {
  rows: readonly Message[];
  /** A title was clicked: show the message (and mark it read). */
  onOpen: (message: Message) => void;
  /** 标为已读 of one row. */
  onMarkRead: (message: Message) => void;
  /** A filter is set: the empty state says nothing matches rather than that there are no messages. */
  filtered: boolean;
}

/** The messages of one page: 状态, 标题 (opens it), 类型, 日期 (sortable) and 标为已读. */
export function MessageTable({ rows, onOpen, onMarkRead, filtered, ...table }: MessageTableProps) {
  const columns: TableColumn<Message>[] = [
    {
      key: 'messageState',
      title: '状态',
      width: 90,
      value: (m) => stateLabel(m.messageState),
      render: (m) => <Tag tone={isUnread(m) ? 'primary' : 'default'}>{stateLabel(m.messageState)}</Tag>,
    },
    {
      key: 'title',
      title: '标题',
      value: (m) => m.title,
      // Plain text: a message is never rendered as HTML.
      render: (m) => (
        <Title variant="link" $unread={isUnread(m)} onClick={() => onOpen(m)}>
          {m.title}
        </Title>
      ),
    },
    { key: 'messageType', title: '类型', width: 120, value: (m) => typeLabel(m.messageType) },
    { key: 'createdOn', title: '日期', width: 130, sortable: true, value: (m) => m.createdOn },
  ];
  return (
    <DataTable
      label="消息列表"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.messageId}
      emptyText={filtered ? '没有符合条件的消息' : '暂无消息'}
      actions={(m) => [{ label: '标为已读', onSelect: () => onMarkRead(m), disabled: !isUnread(m) }]}
      actionsWidth={100}
      {...table}
    />
  );
}

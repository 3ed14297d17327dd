import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '@scf/api';
import { messageEndpoints } from '@scf/api/contract';
import type { Message } from '@scf/api/contract';
import { Button, ToastProvider, useToast } from '@scf/ui';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { MESSAGE_LIST, isUnread } from '../api/message-filters';
import { useMessageActions } from '../api/use-message-actions';
import { MessageDialog } from '../components/message-dialog';
import { MessageFilters } from '../components/message-filters';
import { MessageTable } from '../components/message-table';

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');

/**
 * `/my/message/index` 消息中心: the user's messages page by page, by 状态 (未读/已读) and 类型. Opening one shows it
 * and marks it read; 标为已读 and 全部已读 do so without opening. The header's dot follows (spec §2).
 */
export default function MessageListPage() {
  return (
    <ToastProvider>
      <MessageCentre />
    </ToastProvider>
  );
}

function MessageCentre() {
  const list = useList(MESSAGE_LIST);
  const navigate = useNavigate();
  const toast = useToast();
  const actions = useMessageActions();
  // Nothing unread (the header's count): 全部已读 has nothing to do.
  const unread = useUnreadCount().count;
  const [opened, setOpened] = useState<Message | null>(null);
  const read = useListQuery(messageEndpoints.page, list);
  const { messageState, messageType } = list.query.filters;

  const markRead = (m: Message) => actions.markRead([m.messageId]).catch((e: unknown) => toast.error(failure(e)));
  const open = (m: Message) => {
    setOpened(m);
    if (isUnread(m)) void markRead(m);
  };
  const markAll = () =>
    actions.markAllRead().then(
      () => toast.success('已将全部消息标为已读'),
      (e: unknown) => toast.error(failure(e)),
    );

  return (
    <Page
      actions={
        <Button onClick={() => void markAll()} loading={actions.busy} disabled={unread === 0}>
          全部已读
        </Button>
      }
    >
      <MessageFilters value={{ messageState, messageType }} onChange={(f) => list.setFilters(f)} />
      <MessageTable
        {...tableResult(read, (error) => (error ? failure(error) : undefined))}
        onOpen={open}
        onMarkRead={(m) => void markRead(m)}
        filtered={Boolean(messageState || messageType)}
        {...tableState(list)}
      />
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} onOpenLink={(link) => navigate(link)} /> : null}
    </Page>
  );
}

import type { Message } from '@scf/api/contract';
import type { MessageRow } from './messages.repo';

export const toMessage = (r: MessageRow): Message => ({
  messageId: r.message_id,
  messageType: r.message_type,
  messageState: r.message_state,
  title: r.title,
  content: r.content,
  createdOn: r.created_on,
  link: r.link,
});

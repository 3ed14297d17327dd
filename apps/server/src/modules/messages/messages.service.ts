import type { MessageList, MessageQuery } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { messagesOf } from './messages.repo';
import { toMessage } from './messages.view';

/** The actor's own messages matching the query; `pageCond.count` is their number (the header dot reads it). */
export async function messageList(q: Queryable, actor: Actor, query: MessageQuery): Promise<MessageList> {
  const rows = await messagesOf(q, actor.userId, query.messageState, query.messageType);
  return { pageCond: { count: rows.length }, list: rows.map(toMessage) };
}

import { MAX_PAGE_SIZE, pageWindow } from '@scf/api/contract';
import type { Message, MessageList, MessageQuery, MessageReadResult, Page, messagePageQuerySchema } from '@scf/api/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { countMessages, markAllRead, markRead, messagesOf } from './messages.repo';
import { toMessage } from './messages.view';

/**
 * Spec §7 `/v1/sys/messages`: `pageCond.count` is how many of the actor's messages match (the header dot reads the
 * unread count); `list` carries the newest of them, at most one page's worth.
 */
export async function messageList(env: ServiceEnv, actor: Actor, query: MessageQuery): Promise<MessageList> {
  const filter = { state: query.messageState, type: query.messageType };
  const count = await countMessages(env.db, actor.userId, filter);
  const rows = count === 0 ? [] : await messagesOf(env.db, actor.userId, filter, { limit: MAX_PAGE_SIZE, offset: 0 });
  return { pageCond: { count }, list: rows.map(toMessage) };
}

/** The message centre list: one page of the actor's own messages, by state and type. */
export async function pageMessages(env: ServiceEnv, actor: Actor, query: z.output<typeof messagePageQuerySchema>): Promise<Page<Message>> {
  const filter = { state: query.filters?.messageState ?? '', type: query.filters?.messageType ?? '' };
  const total = await countMessages(env.db, actor.userId, filter);
  const rows = total === 0 ? [] : await messagesOf(env.db, actor.userId, filter, { ...pageWindow(query), oldestFirst: query.sort?.order === 'asc' });
  return { rows: rows.map(toMessage), total };
}

/** Mark some of the actor's messages read; another user's id or one already read changes nothing. */
export async function readMessages(env: ServiceEnv, actor: Actor, messageIds: readonly string[]): Promise<MessageReadResult> {
  return { updated: await markRead(env.db, actor.userId, messageIds, env.now) };
}

/** 全部已读. */
export async function readAllMessages(env: ServiceEnv, actor: Actor): Promise<MessageReadResult> {
  return { updated: await markAllRead(env.db, actor.userId, env.now) };
}

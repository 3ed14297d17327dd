import * as z from 'zod/mini';
import { post } from '../endpoint';
import { pageOf, pagedQuery } from '../paging';
import {
  MESSAGE_STATES,
  MESSAGE_TYPES,
  messageListSchema,
  messageQuerySchema,
  messageReadRequestSchema,
  messageReadResultSchema,
  messageSchema,
} from '../schemas/message';

/** The message centre list: newest first (or oldest on request), filtered by state (未读/已读) and type. */
export const messagePageQuerySchema = pagedQuery({ messageState: z.enum(MESSAGE_STATES), messageType: z.enum(MESSAGE_TYPES) }, ['createdOn']);

/** The message centre (spec §3 message query, §7 `/v1/sys/messages`). */
export const messageEndpoints = {
  /** `{messageState:'SENT', messageType:'ALL'}` → the unread count in `pageCond.count` (the header dot). */
  query: post('/v1/sys/messages', { body: messageQuerySchema, response: messageListSchema }),
  /** One page of the caller's messages in the contract's paged shape. */
  page: post('/v1/sys/messages/page', { body: messagePageQuerySchema, response: pageOf(messageSchema) }),
  /** Mark messages read (opening one, or a selection). */
  read: post('/v1/sys/messages/read', { body: messageReadRequestSchema, response: messageReadResultSchema, idempotent: true }),
  /** Mark every unread message of the caller read. */
  readAll: post('/v1/sys/messages/read-all', { response: messageReadResultSchema, idempotent: true }),
} as const;

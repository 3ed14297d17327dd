import * as z from 'zod/mini';

/** Unread (`SENT`, spec §7) and read. */
export const MESSAGE_STATES = ['SENT', 'READ'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_STATE_LABEL: Record<MessageState, string> = { SENT: '未读', READ: '已读' };

/** What a message is about: a step waiting for the user, a business result, or the platform itself. */
export const MESSAGE_TYPES = ['TODO', 'BUSINESS', 'SYSTEM'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABEL: Record<MessageType, string> = { TODO: '待办提醒', BUSINESS: '业务通知', SYSTEM: '系统消息' };

/**
 * Where a message leads in the portal: an app path below the base path (`/credit/todo?creditNo=…`), never another
 * origin (no `//`, no scheme), so the screen can navigate to it in-app without a link policy.
 */
export const messageLinkSchema = z.string().check(z.maxLength(300), z.regex(/^\/(?!\/)[\w\-/]*(?:\?[\w\-=&%.]*)?$/, 'not an app path'));

/** `POST /v1/sys/messages {messageState:'SENT', messageType:'ALL'}` → the unread count in `pageCond.count` (spec §7). */
export const messageQuerySchema = z.strictObject({ messageState: z.enum(MESSAGE_STATES), messageType: z.enum(['ALL', ...MESSAGE_TYPES]) });
export type MessageQuery = z.infer<typeof messageQuerySchema>;
export const messageCountSchema = z.object({ pageCond: z.object({ count: z.int().check(z.nonnegative()) }) });

/** One message of the message centre. Title and content are plain text (never rendered as HTML). */
export const messageSchema = z.object({
  messageId: z.string(),
  messageType: z.string(),
  messageState: z.string(),
  title: z.string(),
  content: z.string(),
  createdOn: z.string(),
  /** The business object it is about, when there is one. */
  link: z._default(z.nullable(messageLinkSchema), null),
});
export type Message = z.infer<typeof messageSchema>;

/** The messages matching the query (the newest 100); `pageCond.count` is how many match in all. */
export const messageListSchema = z.extend(messageCountSchema, { list: z._default(z.array(messageSchema), []) });
export type MessageList = z.infer<typeof messageListSchema>;

/** `POST /v1/sys/messages/read`: mark some of the caller's messages read (others' ids change nothing). */
export const messageReadRequestSchema = z.strictObject({
  messageIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(100)),
});
export type MessageReadRequest = z.infer<typeof messageReadRequestSchema>;
/** How many messages went from unread to read. */
export const messageReadResultSchema = z.object({ updated: z.int().check(z.nonnegative()) });
export type MessageReadResult = z.infer<typeof messageReadResultSchema>;

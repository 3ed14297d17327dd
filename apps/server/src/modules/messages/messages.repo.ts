import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';

export interface MessageRow {
  message_id: string;
  message_type: string;
  message_state: string;
  title: string;
  content: string;
  created_on: string;
}

/** A user's messages in a state, of one type or `ALL`, newest first. */
export async function messagesOf(q: Queryable, userId: string, state: string, type: string): Promise<MessageRow[]> {
  return q.query<MessageRow>(
    `SELECT message_id, message_type, message_state, title, content, created_on FROM message
      WHERE user_id = $1 AND message_state = $2 AND ($3 = 'ALL' OR message_type = $3)
      ORDER BY created_on DESC, message_id`,
    [userId, state, type],
  );
}

export interface NewMessage {
  messageType: 'TODO' | 'BUSINESS' | 'SYSTEM';
  title: string;
  content: string;
  /** The business date it is dated with. */
  createdOn: string;
}

/** The same message to each user (unread: the header dot counts it). */
export async function insertMessages(q: Queryable, userIds: readonly string[], m: NewMessage): Promise<void> {
  for (const userId of userIds) {
    await q.query("INSERT INTO message (message_id, user_id, message_type, message_state, title, content, created_on) VALUES ($1, $2, $3, 'SENT', $4, $5, $6)", [
      `MSG${randomUUID().replaceAll('-', '')}`,
      userId,
      m.messageType,
      m.title,
      m.content,
      m.createdOn,
    ]);
  }
}

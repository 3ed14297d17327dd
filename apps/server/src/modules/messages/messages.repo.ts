import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

export interface MessageRow {
  message_id: string;
  message_type: string;
  message_state: string;
  title: string;
  content: string;
  created_on: string;
  link: string | null;
}

const COLUMNS = 'message_id, message_type, message_state, title, content, created_on, link';

/** A user's messages, optionally of one state and one type ('' or 'ALL': any). */
export interface MessageFilter {
  state: string;
  type: string;
}
const WHERE = "user_id = $1 AND ($2 = '' OR message_state = $2) AND ($3 IN ('', 'ALL') OR message_type = $3)";

/** How many of a user's messages match (the header dot counts the unread ones). */
export async function countMessages(q: Queryable, userId: string, f: MessageFilter): Promise<number> {
  const rows = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM message WHERE ${WHERE}`, [userId, f.state, f.type]);
  return toNumber(rows[0]?.n);
}

/** One window of a user's matching messages, newest first unless asked. */
export async function messagesOf(
  q: Queryable,
  userId: string,
  f: MessageFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<MessageRow[]> {
  const order = page.oldestFirst ? 'created_on ASC, seq ASC' : 'created_on DESC, seq DESC';
  return q.query<MessageRow>(`SELECT ${COLUMNS} FROM message WHERE ${WHERE} ORDER BY ${order} LIMIT $4 OFFSET $5`, [
    userId,
    f.state,
    f.type,
    page.limit,
    page.offset,
  ]);
}

/** Mark the user's unread messages among `ids` read (ids of other users' messages match nothing); returns how many changed. */
export async function markRead(q: Queryable, userId: string, ids: readonly string[], now: number): Promise<number> {
  const rows = await q.query<{ message_id: string }>(
    `UPDATE message SET message_state = 'READ', read_at = $3 WHERE user_id = $1 AND message_id = ANY($2::text[]) AND message_state = 'SENT'
       RETURNING message_id`,
    [userId, [...ids], now],
  );
  return rows.length;
}

/** Mark every unread message of the user read; returns how many changed. */
export async function markAllRead(q: Queryable, userId: string, now: number): Promise<number> {
  const rows = await q.query<{ message_id: string }>(
    "UPDATE message SET message_state = 'READ', read_at = $2 WHERE user_id = $1 AND message_state = 'SENT' RETURNING message_id",
    [userId, now],
  );
  return rows.length;
}

export interface NewMessage {
  messageType: 'TODO' | 'BUSINESS' | 'SYSTEM';
  title: string;
  content: string;
  /** The business date it is dated with. */
  createdOn: string;
  /** The portal path of the business object (contract `messageLinkSchema`), when there is one. */
  link?: string | null;
}

/** The same message to each user (unread: the header dot counts it), in one statement. */
export async function insertMessages(q: Queryable, userIds: readonly string[], m: NewMessage): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  await q.query(
    `INSERT INTO message (message_id, user_id, message_type, message_state, title, content, created_on, link)
     SELECT t.id, t.user_id, $3, 'SENT', $4, $5, $6, $7 FROM unnest($1::text[], $2::text[]) AS t(id, user_id)`,
    [users.map(() => `MSG${randomUUID().replaceAll('-', '')}`), users, m.messageType, m.title, m.content, m.createdOn, m.link ?? null],
  );
}

/**
 * The same message to every active user of a corporation in a role, found and written by one statement (issue 34);
 * each gets an id of the same form as `insertMessages` gives (MSG and 32 hex digits).
 */
export async function insertRoleMessages(q: Queryable, corpId: string, role: string, m: NewMessage): Promise<void> {
  await q.query(
    `INSERT INTO message (message_id, user_id, message_type, message_state, title, content, created_on, link)
     SELECT 'MSG' || replace(gen_random_uuid()::text, '-', ''), x.user_id, $3, 'SENT', $4, $5, $6, $7
       FROM (SELECT DISTINCT u.user_id FROM app_user u JOIN user_role r ON r.user_id = u.user_id
              WHERE u.corp_id = $1 AND r.role_code = $2 AND u.status = 'ACTIVE') x`,
    [corpId, role, m.messageType, m.title, m.content, m.createdOn, m.link ?? null],
  );
}

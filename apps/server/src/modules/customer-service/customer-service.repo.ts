import type { Queryable } from '../../platform/db/db';

export interface NewServiceMessage {
  messageId: string;
  userId: string;
  corpId: string;
  contactName: string;
  mobilePhone: string;
  content: string;
  now: number;
}

export async function insertServiceMessage(q: Queryable, m: NewServiceMessage): Promise<void> {
  await q.query(
    `INSERT INTO service_message (message_id, user_id, corp_id, contact_name, mobile_phone, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.messageId, m.userId, m.corpId, m.contactName, m.mobilePhone, m.content, m.now],
  );
}

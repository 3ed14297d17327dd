import type { Queryable } from '../../platform/db/db';

export interface NewFeedback {
  feedbackId: string;
  userId: string;
  corpId: string;
  personName: string;
  mobilePhone: string;
  opinionContent: string;
  fileIds: readonly string[];
  now: number;
}

/** The user's own name and mobile, for the fields the form left empty. */
export async function userContact(q: Queryable, userId: string): Promise<{ person_name: string; mobile: string } | undefined> {
  return (await q.query<{ person_name: string; mobile: string }>('SELECT person_name, mobile FROM app_user WHERE user_id = $1', [userId]))[0];
}

/** Ids among `fileIds` that another feedback already holds. */
export async function filesAlreadyUsed(q: Queryable, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const list = fileIds.map((_, i) => `$${i + 1}`).join(', ');
  return (await q.query<{ file_id: string }>(`SELECT file_id FROM opinion_feedback_file WHERE file_id IN (${list})`, [...fileIds])).map((r) => r.file_id);
}

export async function insertFeedback(q: Queryable, f: NewFeedback): Promise<void> {
  await q.query(
    `INSERT INTO opinion_feedback (feedback_id, user_id, corp_id, person_name, mobile_phone, opinion_content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [f.feedbackId, f.userId, f.corpId, f.personName, f.mobilePhone, f.opinionContent, f.now],
  );
  for (const [sort, fileId] of f.fileIds.entries()) {
    await q.query('INSERT INTO opinion_feedback_file (feedback_id, file_id, sort) VALUES ($1, $2, $3)', [f.feedbackId, fileId, sort]);
  }
}

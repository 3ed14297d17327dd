import type { Queryable } from '../../platform/db/db';

export interface NoticeRow {
  notice_id: string;
  notice_title: string;
  notice_content: string;
  btn_name: string;
  btn_effect: '0' | '1';
  link: string;
  eject_frequency: '0' | '1';
  release_date: string;
}

/** Whose notices: the reader's corporation picks the addressed ones; reads are recorded per user. */
export interface NoticeReader {
  userId: string;
  corpId: string;
}

const COLUMNS = 'n.notice_id, n.notice_title, n.notice_content, n.btn_name, n.btn_effect, n.link, n.eject_frequency, n.release_date';

/** Released by the business date ($1) and addressed to everyone or to the reader's corporation ($2). */
const VISIBLE = `n.status = 'RELEASED' AND n.release_date <= $1
  AND (NOT EXISTS (SELECT 1 FROM notice_audience a WHERE a.notice_id = n.notice_id)
       OR EXISTS (SELECT 1 FROM notice_audience a WHERE a.notice_id = n.notice_id AND a.corp_id = $2))`;

/** One page of the reader's visible notices whose title is LIKE `titlePattern` (newest first unless asked), and their count. */
export async function visibleNotices(
  q: Queryable,
  today: string,
  reader: NoticeReader,
  titlePattern: string,
  page: { limit: number; offset: number; oldestFirst: boolean },
): Promise<{ rows: NoticeRow[]; count: number }> {
  const where = `${VISIBLE} AND n.notice_title LIKE $3`;
  const order = page.oldestFirst ? 'n.release_date ASC, n.notice_id' : 'n.release_date DESC, n.notice_id';
  const rows = await q.query<NoticeRow>(`SELECT ${COLUMNS} FROM notice n WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`, [
    today,
    reader.corpId,
    titlePattern,
    page.limit,
    page.offset,
  ]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM notice n WHERE ${where}`, [today, reader.corpId, titlePattern]);
  return { rows, count: Number(count[0]?.n ?? 0) };
}

/** Visible eject-once notices ('1') the reader has not confirmed yet, newest first. */
export async function unreadPopups(q: Queryable, today: string, reader: NoticeReader): Promise<NoticeRow[]> {
  return q.query<NoticeRow>(
    `SELECT ${COLUMNS} FROM notice n
      WHERE ${VISIBLE} AND n.eject_frequency = '1'
        AND NOT EXISTS (SELECT 1 FROM notice_read r WHERE r.notice_id = n.notice_id AND r.user_id = $3)
      ORDER BY n.release_date DESC, n.notice_id`,
    [today, reader.corpId, reader.userId],
  );
}

export async function isVisible(q: Queryable, today: string, reader: NoticeReader, noticeId: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM notice n WHERE ${VISIBLE} AND n.notice_id = $3`, [today, reader.corpId, noticeId])).length > 0;
}

/** Record a read once; a second call changes nothing. */
export async function insertRead(q: Queryable, noticeId: string, userId: string, now: number): Promise<void> {
  await q.query('INSERT INTO notice_read (notice_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT (notice_id, user_id) DO NOTHING', [
    noticeId,
    userId,
    now,
  ]);
}

import type { Queryable } from '../db/db';
import type { Notice } from '@scf/api/contract';

interface Row {
  notice_id: string;
  notice_title: string;
  notice_content: string;
  btn_name: string;
  btn_effect: '0' | '1';
  link: string;
  eject_frequency: '0' | '1';
  release_date: string;
}

const COLUMNS = 'n.notice_id, n.notice_title, n.notice_content, n.btn_name, n.btn_effect, n.link, n.eject_frequency, n.release_date';

/** Released by the business date ($1) and addressed to everyone or to the reader's corporation ($2). */
const VISIBLE = `n.status = 'RELEASED' AND n.release_date <= $1
  AND (NOT EXISTS (SELECT 1 FROM notice_audience a WHERE a.notice_id = n.notice_id)
       OR EXISTS (SELECT 1 FROM notice_audience a WHERE a.notice_id = n.notice_id AND a.corp_id = $2))`;

/** Who reads: notices addressed to some corporations show only there; reads are recorded per user. */
export interface NoticeReader {
  userId: string;
  corpId: string;
}

const toNotice = (r: Row): Notice => ({
  noticeId: r.notice_id,
  noticeTitle: r.notice_title,
  noticeContent: r.notice_content,
  btnName: r.btn_name,
  btnEffect: r.btn_effect,
  link: r.link,
  ejectFrequency: r.eject_frequency,
  releaseDate: r.release_date,
});

/** The reader's released notices up to the business date, newest first, optionally filtered by title. */
export async function pageNotices(
  q: Queryable,
  today: string,
  reader: NoticeReader,
  page: { pageNo: number; pageSize: number; noticeTitle?: string | undefined },
) {
  const title = page.noticeTitle ? `%${page.noticeTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const where = `${VISIBLE} AND n.notice_title LIKE $3`;
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM notice n WHERE ${where} ORDER BY n.release_date DESC, n.notice_id LIMIT $4 OFFSET $5`, [
    today,
    reader.corpId,
    title,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  ]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM notice n WHERE ${where}`, [today, reader.corpId, title]);
  return { list: rows.map(toNotice), pageCond: { pageNo: page.pageNo, pageSize: page.pageSize, count: Number(count[0]?.n ?? 0) } };
}

/** Notices that must pop up for this user: ejectFrequency '1' ones the user has not confirmed yet (spec §4). */
export async function noticesToShow(q: Queryable, today: string, reader: NoticeReader): Promise<Notice[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM notice n
      WHERE ${VISIBLE} AND n.eject_frequency = '1'
        AND NOT EXISTS (SELECT 1 FROM notice_read r WHERE r.notice_id = n.notice_id AND r.user_id = $3)
      ORDER BY n.release_date DESC, n.notice_id`,
    [today, reader.corpId, reader.userId],
  );
  return rows.map(toNotice);
}

/**
 * Record that the reader confirmed a notice; a second call changes nothing. False when the notice is unknown or
 * not addressed to the reader (the same answer, so other corporations' notices cannot be probed).
 */
export async function recordNoticeRead(q: Queryable, today: string, noticeId: string, reader: NoticeReader, now: number): Promise<boolean> {
  const known = await q.query(`SELECT 1 FROM notice n WHERE ${VISIBLE} AND n.notice_id = $3`, [today, reader.corpId, noticeId]);
  if (known.length === 0) return false;
  await q.query('INSERT INTO notice_read (notice_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT (notice_id, user_id) DO NOTHING', [
    noticeId,
    reader.userId,
    now,
  ]);
  return true;
}

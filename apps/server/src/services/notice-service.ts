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

/** Released notices up to the business date, newest first, optionally filtered by title. */
export async function pageNotices(q: Queryable, today: string, page: { pageNo: number; pageSize: number; noticeTitle?: string | undefined }) {
  const title = page.noticeTitle ? `%${page.noticeTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const where = `n.status = 'RELEASED' AND n.release_date <= $1 AND n.notice_title LIKE $2`;
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM notice n WHERE ${where} ORDER BY n.release_date DESC, n.notice_id LIMIT $3 OFFSET $4`, [
    today,
    title,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  ]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM notice n WHERE ${where}`, [today, title]);
  return { list: rows.map(toNotice), pageCond: { pageNo: page.pageNo, pageSize: page.pageSize, count: Number(count[0]?.n ?? 0) } };
}

/** Notices that must pop up for this user: ejectFrequency '1' ones the user has not confirmed yet (spec §4). */
export async function noticesToShow(q: Queryable, today: string, userId: string): Promise<Notice[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM notice n
      WHERE n.status = 'RELEASED' AND n.release_date <= $1 AND n.eject_frequency = '1'
        AND NOT EXISTS (SELECT 1 FROM notice_read r WHERE r.notice_id = n.notice_id AND r.user_id = $2)
      ORDER BY n.release_date DESC, n.notice_id`,
    [today, userId],
  );
  return rows.map(toNotice);
}

/** Record that the user confirmed a notice; a second call changes nothing. False when the notice is unknown. */
export async function recordNoticeRead(q: Queryable, noticeId: string, userId: string, now: number): Promise<boolean> {
  const known = await q.query("SELECT 1 FROM notice WHERE notice_id = $1 AND status = 'RELEASED'", [noticeId]);
  if (known.length === 0) return false;
  await q.query('INSERT INTO notice_read (notice_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT (notice_id, user_id) DO NOTHING', [noticeId, userId, now]);
  return true;
}

import type { Notice } from '@scf/api/contract';
import type { NoticeRow } from './notices.repo';

export const toNotice = (r: NoticeRow): Notice => ({
  noticeId: r.notice_id,
  noticeTitle: r.notice_title,
  noticeContent: r.notice_content,
  btnName: r.btn_name,
  btnEffect: r.btn_effect,
  link: r.link,
  ejectFrequency: r.eject_frequency,
  releaseDate: r.release_date,
});

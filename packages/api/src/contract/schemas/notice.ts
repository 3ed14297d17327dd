import { z } from 'zod';

/** A system notice (spec §3). `noticeContent` is HTML: the UI sanitises it (DOMPurify) before rendering. */
export const noticeSchema = z.object({
  noticeId: z.string().min(1),
  noticeTitle: z.string(),
  noticeContent: z.string(),
  /** Label of the confirm button. */
  btnName: z.string(),
  /** `'1'`: the button opens the decoded `link` in a new window (spec §4). */
  btnEffect: z.enum(['0', '1']),
  /** URL-encoded; decode once and validate before opening (security.md §1.5). */
  link: z.string(),
  /** `'1'`: confirming records a read via `person-rel-add` (spec §4). */
  ejectFrequency: z.enum(['0', '1']),
  /** Release date `YYYY-MM-DD`, for the list page; absent in older servers. */
  releaseDate: z.string().optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** `POST /v1/xugong/corp/sys/notices/release/list`: the released notices to pop up for the caller; no filters. */
export const noticeReleaseListRequestSchema = z.strictObject({});
export type NoticeReleaseListRequest = z.infer<typeof noticeReleaseListRequestSchema>;
export const noticeListSchema = z.array(noticeSchema);

/** `POST /v1/xugong/corp/sys/notices/person-rel-add`: record that the caller read a notice. */
export const noticeReadRequestSchema = z.strictObject({ noticeId: z.string().min(1).max(64) });
export type NoticeReadRequest = z.infer<typeof noticeReadRequestSchema>;

import { z } from 'zod';
import { post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { noticeListSchema, noticeReadRequestSchema, noticeReleaseListRequestSchema, noticeSchema } from '../schemas/notice';

/** The notice list (平台公告): newest first, searchable by title. */
export const noticePageQuerySchema = pagedQuery({ noticeTitle: filterText }, ['releaseDate']);

/** System notices (spec §3, §7). */
export const noticeEndpoints = {
  /** spec §7 "paging/query": one page of the released notices, in the contract's paged shape. */
  page: post('/v1/xugong/corp/sys/notices/page-notice', { body: noticePageQuerySchema, response: pageOf(noticeSchema) }),
  /** Released notices to pop up after login. */
  releaseList: post('/v1/xugong/corp/sys/notices/release/list', { body: noticeReleaseListRequestSchema.optional(), response: noticeListSchema }),
  /** Records that the user read a notice (ejectFrequency '1'). */
  read: post('/v1/xugong/corp/sys/notices/person-rel-add', { body: noticeReadRequestSchema, response: z.boolean(), idempotent: true }),
} as const;

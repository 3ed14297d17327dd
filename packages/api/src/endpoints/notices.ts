import { z } from 'zod';
import {
  noticeListSchema,
  noticePageRequestSchema,
  noticePageSchema,
  noticeReadRequestSchema,
  noticeReleaseListRequestSchema,
} from '../contract/schemas/notice';
import type { Notice, NoticePage, NoticePageRequest } from '../contract/schemas/notice';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const NOTICES_PATH = {
  page: '/v1/xugong/corp/sys/notices/page-notice',
  releaseList: '/v1/xugong/corp/sys/notices/release/list',
  markRead: '/v1/xugong/corp/sys/notices/person-rel-add',
} as const;

/** System notices (spec §3, §4). */
export interface NoticesApi {
  /** The notice list page. */
  page(query: NoticePageRequest): Promise<NoticePage>;
  /** Released notices to pop up after login. */
  releaseList(): Promise<Notice[]>;
  /** Records a read (for notices with `ejectFrequency '1'`). */
  markRead(noticeId: string): Promise<void>;
}

export function createNoticesApi(t: Transport): NoticesApi {
  return {
    page: async (query) => t.call('POST', NOTICES_PATH.page, { body: parseRequest(noticePageRequestSchema, query), schema: noticePageSchema }),
    releaseList: async () =>
      t.call('POST', NOTICES_PATH.releaseList, { body: parseRequest(noticeReleaseListRequestSchema, {}), schema: noticeListSchema }),
    async markRead(noticeId) {
      await t.call('POST', NOTICES_PATH.markRead, { body: parseRequest(noticeReadRequestSchema, { noticeId }), schema: z.unknown() });
    },
  };
}

import { noticeListSchema, noticePageRequestSchema, noticePageSchema, noticeReadRequestSchema, noticeReleaseListRequestSchema } from '@scf/api/contract';
import { z } from 'zod';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { noticesToShow, pageNotices, recordNoticeRead } from '../services/notice-service';
import { requireUser } from './require-user';

export const NOTICE_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/xugong/corp/sys/notices/page-notice',
    access: 'session',
    body: noticePageRequestSchema,
    response: noticePageSchema,
    handler: async ({ body, db, session, services }) => pageNotices(db, services.businessDate(), await requireUser(db, session), body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/xugong/corp/sys/notices/release/list',
    access: 'session',
    // The contract's body is `{}`; an empty body means the same.
    body: noticeReleaseListRequestSchema.optional(),
    response: noticeListSchema,
    handler: async ({ db, session, services }) => noticesToShow(db, services.businessDate(), await requireUser(db, session)),
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/xugong/corp/sys/notices/person-rel-add',
    access: 'session',
    body: noticeReadRequestSchema,
    response: z.boolean(),
    handler: async ({ body, db, session, clock, services }) => {
      const user = await requireUser(db, session);
      if (!(await recordNoticeRead(db, services.businessDate(), body.noticeId, user, clock.now()))) throw fail.notFound('公告不存在');
      return true;
    },
  }),
];

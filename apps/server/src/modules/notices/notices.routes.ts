import { noticeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { noticesToShow, pageNotices, recordNoticeRead } from './notices.service';

/** System notices (spec §3, §7). */
export const noticeRoutes: readonly ApiRoute[] = [
  defineRoute(noticeEndpoints.page, { access: 'session', handler: ({ env, actor, body }) => pageNotices(env, actor, body) }),
  defineRoute(noticeEndpoints.releaseList, { access: 'session', handler: ({ env, actor }) => noticesToShow(env, actor) }),
  defineRoute(noticeEndpoints.read, { access: 'session', handler: ({ env, actor, body }) => recordNoticeRead(env, actor, body.noticeId) }),
];

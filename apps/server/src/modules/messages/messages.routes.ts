import { messageEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { messageList, pageMessages, readAllMessages, readMessages } from './messages.service';

/** The message centre's own screen; the unread count is read on every page (the header dot). */
const CENTRE = { menu: '/my/message/index' } as const;

/** The message centre (spec §7 `/v1/sys/messages`). */
export const messageRoutes: readonly ApiRoute[] = [
  defineRoute(messageEndpoints.query, { access: 'session', handler: ({ env, actor, body }) => messageList(env, actor, body) }),
  defineRoute(messageEndpoints.page, { access: CENTRE, handler: ({ env, actor, body }) => pageMessages(env, actor, body) }),
  defineRoute(messageEndpoints.read, { access: CENTRE, handler: ({ env, actor, body }) => readMessages(env, actor, body.messageIds) }),
  defineRoute(messageEndpoints.readAll, { access: CENTRE, handler: ({ env, actor }) => readAllMessages(env, actor) }),
];

import { messageEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { messageList } from './messages.service';

/** The message centre (spec §7 `/v1/sys/messages`). */
export const messageRoutes: readonly ApiRoute[] = [defineRoute(messageEndpoints.query, { access: 'session', handler: ({ db, actor, body }) => messageList(db, actor, body) })];

import { customerServiceEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { leaveMessage } from './customer-service.service';

/** The platform's own customer service: any logged-in user may leave a message. */
export const customerServiceRoutes: readonly ApiRoute[] = [
  defineRoute(customerServiceEndpoints.leaveMessage, { access: 'session', handler: ({ env, actor, body }) => leaveMessage(env, actor, body) }),
];

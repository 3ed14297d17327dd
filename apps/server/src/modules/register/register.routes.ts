import { registerEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { register } from './register.service';
import { resetPassword, sendResetCode } from './reset-password.service';

/** 注册 and 重置密码: public pages (domain-lines.md §15.1–§15.3); the per-client limits are CLIENT_LIMITS'. */
export const registerRoutes: readonly ApiRoute[] = [
  defineRoute(registerEndpoints.register, {
    access: 'public',
    handler: ({ env, services, body, request }) => register(env, services.secrets, body, request.ip),
  }),
  defineRoute(registerEndpoints.resetSms, { access: 'public', handler: ({ env, services, body }) => sendResetCode(env, body, services.demoTools) }),
  defineRoute(registerEndpoints.resetPassword, { access: 'public', handler: ({ env, services, body }) => resetPassword(env, services, body) }),
];

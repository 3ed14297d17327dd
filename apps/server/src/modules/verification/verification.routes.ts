import { verificationEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { creditSlipCode } from './slip-code';
import { verifyCode } from './verification.service';

const e = verificationEndpoints;

/** 验证码 (issue 26 item 10): the public check, and the code of a credit's slip for those who may read the slip. */
export const verificationRoutes: readonly ApiRoute[] = [
  defineRoute(e.verify, { access: 'public', handler: ({ db, params }) => verifyCode(db, params.code) }),
  defineRoute(e.creditSlipCode, { access: 'session', handler: ({ env, actor, params }) => creditSlipCode(env, actor, params.creditNo) }),
];

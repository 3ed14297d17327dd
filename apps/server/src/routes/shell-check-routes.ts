import { mandatoryAuthSchema } from '@scf/api/contract';
import { ApiError } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { needsReauth } from '../services/reauth-service';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS, issueSmsCode, smsCodeRequestSchema, smsCodeResponseSchema } from '../services/sms-code-service';
import { requireUser } from './require-user';

/** A business refusal the page shows inline (HTTP 200, like a wrong password), not a transport failure. */
const tooFrequent = () => new ApiError(200, 'TOO_FREQUENT', `验证码发送过于频繁，请${SMS_RESEND_MS / 1000}秒后再试`);

/** Post-login shell checks (mandatory real-name re-authentication) and the SMS verify-code pass-through. */
export const SHELL_CHECK_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/auths/soft/corp/mandatory/auth',
    access: 'session',
    response: mandatoryAuthSchema,
    handler: async ({ db, session }) => ({ checkResult: await needsReauth(db, (await requireUser(db, session)).corpId) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/verify-code/sms',
    // Sent from the public register and reset-password pages; the per-mobile throttle is what limits it.
    access: 'public',
    body: smsCodeRequestSchema,
    response: smsCodeResponseSchema,
    handler: async ({ body, db, clock, request }) => {
      if (!(await issueSmsCode(db, body, clock.now()))) throw tooFrequent();
      // The code itself stays out of logs and the response: only the outbox table holds it.
      request.log.info({ mobile: `${body.mobile.slice(0, 3)}****${body.mobile.slice(7)}`, scene: body.scene }, 'sms verify code written to sms_outbox');
      return { resendAfterSeconds: SMS_RESEND_MS / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
    },
  }),
];

import type { ResetPasswordRequest, ResetSmsResult } from '@scf/api/contract';
import { VALIDATION_MESSAGES, mobile as mobileRule, newPassword, smsCode } from '@scf/api/validators';
import type { LoginThrottle } from '../../platform/security/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security/password';
import { decryptField } from '../../platform/security/rsa-decrypt';
import type { ServerSecrets } from '../../platform/security/secrets';
import { endUserSessions } from '../../platform/security/session-store';
import { logSecurityEvent } from '../../platform/signing/security-log';
import type { ServiceEnv } from '../../platform/service-env';
import { SMS_RESEND_MS, chinaDay, sendSmsCode, spendSmsCode } from '../auth';
import { REGISTER_MESSAGES as M, refuse } from './register.messages';
import { claimResetCount, resettableUser, setPasswordAndActivate } from './register.repo';

export const RESET_SCENE = 'RESET_PASSWORD';
/** Resets one user may make in a calendar day (§15.3). */
export const RESETS_PER_DAY = 5;

export interface ResetDeps {
  throttle: LoginThrottle;
  secrets: ServerSecrets;
}

/**
 * 重置密码 step 1: a code goes out only when the login name and mobile are one active or not yet activated user's,
 * yet the answer is the same either way (names cannot be probed). The per-mobile limits of §15.3 still refuse, for
 * any mobile alike. In demo mode the answer carries the code when one was sent (模拟短信).
 */
export async function sendResetCode(env: ServiceEnv, body: { loginName: string; mobile: string }, demo: boolean): Promise<ResetSmsResult> {
  if (!mobileRule.safeParse(body.mobile).success) throw refuse('INVALID_FIELD', VALIDATION_MESSAGES.mobile);
  const user = await resettableUser(env.db, body.loginName.trim(), body.mobile);
  const answer = { message: M.resetSent, resendAfterSeconds: SMS_RESEND_MS / 1000 };
  if (!user) return answer;
  const sent = await sendSmsCode(env.db, { mobile: body.mobile, scene: RESET_SCENE }, env.now, { demo });
  return { ...answer, ...(sent.demoCode ? { demoCode: sent.demoCode } : {}) };
}

/**
 * 重置密码 step 2 (§15.3): the code as at registration (one message for a wrong name, mobile or code), the spec §5
 * rule, not the old password, at most RESETS_PER_DAY a day. Then in one transaction: the password set, a not yet
 * activated user ACTIVE, every session of the user ended; then the login lock cleared and a security_log row.
 */
export async function resetPassword(env: ServiceEnv, deps: ResetDeps, body: ResetPasswordRequest): Promise<true> {
  const next = decryptField(deps.secrets, body.kid, body.newPassword);
  if (next === null) throw refuse('BAD_REQUEST', M.undecryptable);
  if (!smsCode.safeParse(body.smsCode).success) throw refuse('INVALID_FIELD', VALIDATION_MESSAGES.smsCode);
  const rule = newPassword.safeParse(next);
  if (!rule.success) throw refuse('WEAK_PASSWORD', rule.error.issues[0]?.message ?? VALIDATION_MESSAGES.passwordRule);
  const loginName = body.loginName.trim();
  const hash = await hashPassword(next);
  const outcome = await env.db.transaction(async (tx) => {
    const user = await resettableUser(tx, loginName, body.mobile);
    // A wrong code is counted (and kept) even for a name that is not the mobile's: the answer is the same.
    if (!(await spendSmsCode(tx, { mobile: body.mobile, scene: RESET_SCENE, code: body.smsCode }, env.now)) || !user) return null;
    if (await verifyPassword(next, user.passwordHash)) throw refuse('WEAK_PASSWORD', VALIDATION_MESSAGES.passwordSame);
    if (!(await claimResetCount(tx, user.userId, chinaDay(env.now), RESETS_PER_DAY))) throw refuse('RESET_LIMIT', M.resetDaily);
    await setPasswordAndActivate(tx, user.userId, hash, env.now);
    await endUserSessions(tx, user.userId, null);
    return user.userId;
  });
  if (!outcome) throw refuse('SMS_CODE_INVALID', M.smsCode);
  await deps.throttle.reset(loginName);
  await logSecurityEvent(env.db, env.now, outcome, 'PASSWORD_RESET', `重置密码 by SMS (${RESET_SCENE})`);
  return true;
}

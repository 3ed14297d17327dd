import { VALIDATION_MESSAGES, newPassword, smsCode } from '@scf/api/validators';
import type { AccountProfile, ChangeMobileRequest, ChangePasswordRequest, ChangePasswordResult, MobileCodeRequest } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import { LOCK_MS, MAX_FAILURES, accountLocked } from '../../platform/security/login-throttle';
import type { LoginThrottle } from '../../platform/security/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security/password';
import { decryptField } from '../../platform/security/rsa-decrypt';
import type { ServerSecrets } from '../../platform/security/secrets';
import type { ServiceEnv } from '../../platform/service-env';
import { maskMobile, sendSmsCode, spendSmsCode } from '../auth';
import { endOtherSessions, mobileOf, passwordHashOf, profileRow, roleCodesOf, updateMobile, updatePassword } from './account.repo';
import { profileView } from './account.view';

/** What the credential changes need besides the request: the login lock and the key that decrypts. */
export interface AccountDeps {
  throttle: LoginThrottle;
  secrets: ServerSecrets;
}

/** The verify-code scene of 修改手机号 (sent only to a logged-in user, through the auth module's outbox). */
export const CHANGE_MOBILE_SCENE = 'CHANGE_MOBILE';

// Business refusals the form shows next to its fields (HTTP 200, like a wrong login password).
const refused = (code: string, message: string) => new ApiError(200, code, message);
const undecryptable = () => fail.badRequest('加密信息已失效，请刷新页面后重试');

export async function accountProfile(env: ServiceEnv, actor: Actor): Promise<AccountProfile> {
  const row = await profileRow(env.db, actor.userId);
  if (!row) throw fail.notFound();
  return profileView(actor, row, await roleCodesOf(env.db, actor.userId));
}

/**
 * The user's own password, asked again for a change of the account. Counted before it is checked, as at login
 * (ADR 0012): parallel guesses cannot outrun the lock; a locked name is told for how long. The right one resets the
 * count, whatever the change turns out to be.
 */
async function checkPassword(env: ServiceEnv, deps: AccountDeps, actor: Actor, password: string, wrong: string, code = 'PASSWORD_WRONG'): Promise<void> {
  const attempt = await deps.throttle.claimAttempt(actor.userName, env.now);
  if (!attempt.mayVerify) throw accountLocked(attempt.lockedUntil ?? env.now + LOCK_MS, env.now);
  if (!(await verifyPassword(password, (await passwordHashOf(env.db, actor.userId)) ?? ''))) {
    throw attempt.number >= MAX_FAILURES && attempt.lockedUntil !== null ? accountLocked(attempt.lockedUntil, env.now) : refused(code, wrong);
  }
  await deps.throttle.reset(actor.userName);
}

/**
 * 修改密码. The old password must be right: a wrong one counts towards the login lock of the user name (a stolen
 * session cannot guess it), and a locked name is told for how long. The new one must meet the spec §5 rule — the
 * same `newPassword` schema as the form, applied after decrypting — and differ from the old. On success every
 * other session of the user ends at once (a bank's rule: whoever else held a session must log in with the new
 * password); the page then logs the current one out too.
 */
export async function changePassword(env: ServiceEnv, deps: AccountDeps, actor: Actor, body: ChangePasswordRequest): Promise<ChangePasswordResult> {
  const oldPassword = decryptField(deps.secrets, body.kid, body.oldPassword);
  const next = decryptField(deps.secrets, body.kid, body.newPassword);
  if (oldPassword === null || next === null) throw undecryptable();
  await checkPassword(env, deps, actor, oldPassword, '原密码错误', 'OLD_PASSWORD_WRONG');
  const rule = newPassword.safeParse(next);
  if (!rule.success) throw refused('WEAK_PASSWORD', rule.error.issues[0]?.message ?? VALIDATION_MESSAGES.passwordRule);
  if (next === oldPassword) throw refused('WEAK_PASSWORD', VALIDATION_MESSAGES.passwordSame);
  const hash = await hashPassword(next);
  const endedSessions = await env.db.transaction(async (tx) => {
    await updatePassword(tx, actor.userId, hash, env.now);
    return endOtherSessions(tx, actor.userId, actor.sessionId);
  });
  await deps.throttle.reset(actor.userName);
  return { endedSessions };
}

/** 修改手机号, step 1: a verify code to the new mobile (the outbox's 60 s throttle per mobile applies). */
export async function sendMobileCode(
  env: ServiceEnv,
  actor: Actor,
  body: MobileCodeRequest,
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  if ((await mobileOf(env.db, actor.userId)) === body.mobile) throw refused('SAME_MOBILE', '新手机号不能与当前手机号相同');
  return sendSmsCode(env.db, { mobile: body.mobile, scene: CHANGE_MOBILE_SCENE }, env.now);
}

/**
 * 修改手机号, step 2: the login password proves the person (a stolen session alone cannot move the mobile that SMS
 * codes go to; a wrong one counts towards the login lock, as in 修改密码), the code sent to the new mobile proves the
 * user holds it. The code is spent and the mobile changed in one transaction; a wrong code is counted (five wrong
 * ones void it) and refused after that commits.
 */
export async function changeMobile(env: ServiceEnv, deps: AccountDeps, actor: Actor, body: ChangeMobileRequest): Promise<{ mobile: string }> {
  const password = decryptField(deps.secrets, body.kid, body.password);
  const code = decryptField(deps.secrets, body.kid, body.code);
  if (password === null || code === null) throw undecryptable();
  if (!smsCode.safeParse(code).success) throw refused('SMS_CODE_INVALID', VALIDATION_MESSAGES.smsCode);
  await checkPassword(env, deps, actor, password, '登录密码错误');
  const changed = await env.db.transaction(async (tx) => {
    if (!(await spendSmsCode(tx, { mobile: body.mobile, scene: CHANGE_MOBILE_SCENE, code }, env.now))) return false;
    await updateMobile(tx, actor.userId, body.mobile);
    return true;
  });
  if (!changed) throw refused('SMS_CODE_INVALID', '验证码错误或已失效，请重新获取');
  return { mobile: maskMobile(body.mobile) };
}

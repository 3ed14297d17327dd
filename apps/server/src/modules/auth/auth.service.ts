import { homePath } from '@scf/api/contract';
import type { CorpInfo, GrantedMenuTree, LoginRequest, LoginResult, RoleCode, UserInfo } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { checkLoginFailures, countLoginFailure } from '../../platform/security/client-limits';
import type { Actor } from '../../platform/security/actor';
import { grantedMenuPaths } from '../../platform/security/granted-menus';
import { LOCK_MS, MAX_FAILURES, accountLocked } from '../../platform/security/login-throttle';
import type { LoginThrottle } from '../../platform/security/login-throttle';
import { DUMMY_HASH, verifyPassword } from '../../platform/security/password';
import { decryptField } from '../../platform/security/rsa-decrypt';
import type { ServerSecrets } from '../../platform/security/secrets';
import type { ServiceEnv } from '../../platform/service-env';
import { availableProduct } from '../config';
import { findLoginUser, menuPerms, menuRows, openedByWhitelist, openedWith, profileOf, recordLogin } from './auth.repo';
import type { LoginUser, Profile } from './auth.repo';
import { corpInfoView, menuTreeView, userInfoView } from './auth.view';

export interface LoginDeps {
  throttle: LoginThrottle;
  secrets: ServerSecrets;
}

/**
 * The user a login names, if the RSA-encrypted password is theirs and the name is not locked. A wrong password and
 * an unknown user get the same answer after the same work (one scrypt run either way), so neither timing nor
 * message tells them apart; every failure counts against the name. A locked name, known or not, is told for how
 * long (the lock is per name, so this says nothing about the user either) and its password is not checked. The
 * attempt is counted before the check (LoginThrottle.claimAttempt), so parallel guesses cannot outrun the lock; a
 * client address with too many failed logins answers a 图形验证码 before any password of it is checked.
 */
export async function authenticate(
  q: Queryable,
  deps: LoginDeps,
  login: LoginRequest,
  { now, businessDate }: Pick<ServiceEnv, 'now' | 'businessDate'>,
  client: string,
): Promise<LoginUser> {
  await checkLoginFailures(q, client, now, login.captchaId && login.captchaCode ? { captchaId: login.captchaId, captchaCode: login.captchaCode } : undefined);
  // Counted before the password is checked: parallel guesses cannot all pass a check made before any was recorded.
  const attempt = await deps.throttle.claimAttempt(login.username, now);
  if (!attempt.mayVerify) {
    await countLoginFailure(q, client, now);
    throw accountLocked(attempt.lockedUntil ?? now + LOCK_MS, now);
  }
  const password = decryptField(deps.secrets, login.kid, login.password);
  const user = await findLoginUser(q, login.username);
  const ok = (await verifyPassword(password ?? '', user?.passwordHash ?? DUMMY_HASH)) && !!user && password !== null;
  if (!ok || !user) {
    await countLoginFailure(q, client, now);
    throw attempt.number >= MAX_FAILURES && attempt.lockedUntil !== null ? accountLocked(attempt.lockedUntil, now) : fail.badCredentials();
  }
  await deps.throttle.reset(login.username);
  // Told only to whoever knows the password (a wrong one gets the answer every name gets).
  if (user.status === 'DISABLED') throw new ApiError(200, 'USER_DISABLED', '账号已停用，请联系企业管理员');
  await recordLogin(q, user.userId, now, businessDate);
  return user;
}

/** Who logged in and the home page of their corporation type and role. */
export const loginResult = (user: LoginUser): LoginResult => ({ userName: user.userName, homePath: homePath(user.corpType, user.defaultRole as RoleCode) });

/** `keep`: where the profile may be kept (the session's derived facts); by default it is read each time. */
export async function userInfo(q: Queryable, actor: Actor, keep: (load: () => Promise<Profile>) => Promise<Profile> = (load) => load()): Promise<UserInfo> {
  return userInfoView(actor, await keep(() => profileOf(q, actor.userId, actor.corpId)));
}

async function corpInfoFor(q: Queryable, actor: Actor, role: string, profile?: Awaited<ReturnType<typeof profileOf>>): Promise<CorpInfo> {
  const extras = {
    openedVoucher: await openedByWhitelist(q, actor.corpId, 'VOUCHER'),
    openedEdt: await openedWith(q, actor.corpId, 'EDT'),
    availableProduct: await availableProduct(q),
  };
  return corpInfoView(actor, role, profile ?? (await profileOf(q, actor.userId, actor.corpId)), extras);
}

export const corpInfo = (q: Queryable, actor: Actor): Promise<CorpInfo> => corpInfoFor(q, actor, actor.role);

/** Another of the actor's roles as the current one (spec §4): refused unless they hold it; the corpInfo of that role. */
export async function switchRole(q: Queryable, actor: Actor, roleCode: string): Promise<CorpInfo> {
  const profile = await profileOf(q, actor.userId, actor.corpId);
  if (!profile.roles.some((r) => r.code === roleCode)) throw fail.badRequest('您没有该角色');
  return corpInfoFor(q, actor, roleCode, profile);
}

/** The actor's granted menus and element codes for the current role (spec §6). */
export async function grantedMenuTree(q: Queryable, actor: Actor): Promise<GrantedMenuTree> {
  const granted = new Set(await grantedMenuPaths(q, actor.corpId, actor.role));
  return menuTreeView(await menuRows(q), granted, await menuPerms(q, actor.corpId, actor.role));
}

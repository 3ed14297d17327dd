import { randomBytes, randomUUID } from 'node:crypto';
import { BIZ_TYPE_LABEL, GRANTABLE_ROLES, ROLE, ROLE_LABEL, idCardMissing } from '@scf/api/contract';
import type {
  CorpUser,
  CorpUserAdd,
  CorpUserChange,
  CorpUserEdit,
  CorpUserListQuery,
  CorpUserPending,
  CorpUserSettings,
  Page,
  RoleCode,
} from '@scf/api/contract';
import { pageWindow } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { refuse as ledgerRefuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { encryptAtRest } from '../../platform/security/field-cipher';
import { hashPassword } from '../../platform/security/password';
import { endUserSessions } from '../../platform/security/session-store';
import type { ServiceEnv } from '../../platform/service-env';
import { platformParam } from '../config';
import { requireReauth } from '../realname';
import { M, refuse } from './corp-users.messages';
import {
  changesOf,
  corpUser,
  handOver,
  handoverCandidates,
  insertUser,
  listUsers,
  lockCorp,
  mobileTaken,
  openProducts,
  ownPending,
  recordChange,
  revokeAccess,
  setRoles,
  setStatus,
  updateUser,
  userNameTaken,
  writeNoticeSms,
} from './corp-users.repo';
import type { CorpUserRow } from './corp-users.repo';
import { checkRemoval } from './corp-users.rules';
import { changeView, corpUserView, rolesOf } from './corp-users.view';

const roleNames = (roles: readonly string[]) => roles.map((r) => ROLE_LABEL[r as RoleCode] ?? r).join('、');

/** The roles this corporation's administrator may grant; FI users are the platform's (金融机构用户由平台统一维护). */
function grantable(actor: Actor): readonly RoleCode[] {
  if (actor.corpType === 'FI') throw refuse('FI_USERS', M.fiUsers);
  return GRANTABLE_ROLES[actor.corpType];
}

async function userOrThrow(q: Queryable, actor: Actor, userId: string, lock = false): Promise<CorpUserRow> {
  const row = await corpUser(q, actor.corpId, userId, lock);
  if (!row) throw fail.notFound('用户不存在');
  return row;
}

/** The product flags as far as the corporation opened the products (支付通权限 needs VOUCHER, e订通权限 EDT). */
async function productFlags(q: Queryable, corpId: string, body: { rftWhitelist: boolean; edtWhitelist: boolean }) {
  const open = await openProducts(q, corpId);
  return { rftWhitelist: body.rftWhitelist && open.includes('VOUCHER'), edtWhitelist: body.edtWhitelist && open.includes('EDT') };
}

export async function corpUserSettings(env: ServiceEnv, actor: Actor): Promise<CorpUserSettings> {
  const roles = grantable(actor);
  const [param, open] = await Promise.all([platformParam(env.db), openProducts(env.db, actor.corpId)]);
  return {
    canAdd: param.userRoleAdd,
    canModifyRoles: param.userRoleModify,
    roles: [...roles],
    voucherOpen: open.includes('VOUCHER'),
    edtOpen: open.includes('EDT'),
    currentUserId: actor.userId,
  };
}

export async function corpUserPage(env: ServiceEnv, actor: Actor, query: CorpUserListQuery): Promise<Page<CorpUser>> {
  grantable(actor);
  const { limit, offset } = pageWindow(query);
  const page = await listUsers(env.db, actor.corpId, query.filters ?? {}, query.sort, limit, offset);
  return { rows: page.rows.map(corpUserView), total: page.total };
}

/**
 * 新增用户 (§16.4): with userRoleAdd on, roles the corporation type allows, a login name and a mobile no one else
 * has. The user is PENDING_ACTIVATION with a password nobody knows and gets the SMS telling them to set one through
 * 忘记密码 (重置密码); the administrator never sets or sees it. A corporation not verified is refused by the
 * real-name gate before this runs (an idempotent business call).
 */
export async function addCorpUser(env: ServiceEnv, actor: Actor, body: CorpUserAdd, fieldKey: Buffer): Promise<CorpUser> {
  const allowed = grantable(actor);
  if (!(await platformParam(env.db)).userRoleAdd) throw refuse('ADD_CLOSED', M.addClosed);
  if (body.roles.some((r) => !allowed.includes(r))) throw refuse('INVALID_FIELD', M.roleNotAllowed);
  if (idCardMissing(body)) throw refuse('INVALID_FIELD', M.idCardRequired);
  const unusableHash = await hashPassword(randomBytes(24).toString('base64url'));
  return env.db.transaction(async (tx) => {
    await lockCorp(tx, actor.corpId);
    if (await userNameTaken(tx, body.loginName)) throw refuse('USER_NAME_TAKEN', M.userNameTaken);
    if (await mobileTaken(tx, body.mobile)) throw refuse('MOBILE_TAKEN', M.mobileTaken);
    const userId = `u_${randomUUID()}`;
    const roles = [...new Set(body.roles)];
    await insertUser(tx, {
      userId,
      corpId: actor.corpId,
      loginName: body.loginName,
      personName: body.personName,
      mobile: body.mobile,
      email: body.email,
      idCardEnc: body.idCard ? encryptAtRest(fieldKey, body.idCard) : null,
      unusableHash,
      roles,
      ...(await productFlags(tx, actor.corpId, body)),
    });
    await writeNoticeSms(tx, randomUUID(), body.mobile, M.added(actor.corpName), env.now);
    await recordChange(tx, { corpId: actor.corpId, userId, actorId: actor.userId, action: 'ADD', detail: `角色：${roleNames(roles)}`, at: env.now });
    return corpUserView(await userOrThrow(tx, actor, userId));
  });
}

/**
 * 编辑 (§16.4): 姓名, 手机号码, 邮箱 and the product flags; 角色 only with userRoleModify. Unticking a role follows the
 * removal rules, revokes the key bound for it, and unticking the real-name administrator's 管理员 requires re-authentication.
 */
export async function editCorpUser(env: ServiceEnv, actor: Actor, userId: string, body: CorpUserEdit): Promise<CorpUser> {
  const allowed = grantable(actor);
  const param = await platformParam(env.db);
  return env.db.transaction(async (tx) => {
    await lockCorp(tx, actor.corpId);
    const user = await userOrThrow(tx, actor, userId, true);
    const before = rolesOf(user);
    const roles: string[] = [...new Set(body.roles)];
    const removed = before.filter((r) => !roles.includes(r));
    const added = roles.filter((r) => !before.includes(r));
    if (removed.length + added.length > 0) {
      if (!param.userRoleModify) throw refuse('ROLE_MODIFY_CLOSED', M.roleModifyClosed);
      if (added.some((r) => !allowed.includes(r as RoleCode))) throw refuse('INVALID_FIELD', M.roleNotAllowed);
      if (user.status === 'ACTIVE') await checkRemoval(tx, actor.corpId, userId, removed);
    }
    const mobile = body.mobile || user.mobile;
    if (await mobileTaken(tx, mobile, userId)) throw refuse('MOBILE_TAKEN', M.mobileTaken);
    await updateUser(tx, userId, { personName: body.personName, mobile, email: body.email, ...(await productFlags(tx, actor.corpId, body)) });
    if (removed.length + added.length > 0) await setRoles(tx, userId, removed, added, roles);
    if (user.realname_admin && removed.includes(ROLE.admin)) await requireReauth(tx, actor.corpId, 'ADMIN_CHANGED', env.now);
    const changes = [
      user.person_name !== body.personName ? `姓名：${user.person_name}→${body.personName}` : '',
      user.mobile !== mobile ? '手机号码已变更' : '',
      added.length ? `新增角色：${roleNames(added)}` : '',
      removed.length ? `取消角色：${roleNames(removed)}` : '',
    ].filter(Boolean);
    await recordChange(tx, { corpId: actor.corpId, userId, actorId: actor.userId, action: 'EDIT', detail: changes.join('；') || '更新用户信息', at: env.now });
    return corpUserView(await userOrThrow(tx, actor, userId));
  });
}

const pendingLabel = (kind: 'APPLICATION' | 'SIGNING', biz: string) =>
  kind === 'SIGNING' ? '待完成的签名' : ((BIZ_TYPE_LABEL as Readonly<Record<string, string | undefined>>)[biz] ?? biz);

/** What 移交待办 lists: the user's own open items, and the ACTIVE users sharing a role who may take them over. */
export async function corpUserPending(env: ServiceEnv, actor: Actor, userId: string): Promise<CorpUserPending> {
  grantable(actor);
  const user = await userOrThrow(env.db, actor, userId);
  const items = await ownPending(env.db, userId, env.now);
  const candidates = await handoverCandidates(env.db, actor.corpId, userId, rolesOf(user));
  return {
    items: items.map((i) => ({ ref: i.ref, kind: i.kind, label: pendingLabel(i.kind, i.biz), status: i.status })),
    candidates: candidates.map((c) => ({ userId: c.user_id, personName: c.person_name, userName: c.user_name })),
  };
}

/**
 * 停用 (离职, §16.4): not oneself; the removal rules; the user's own open items handed over to a user of the same
 * role first (or refused, 该用户有N笔未完成业务，请先移交). Then DISABLED, every session ended at once, every key
 * binding revoked, running exports cancelled; the real-name administrator's corporation must re-authenticate.
 */
export async function disableCorpUser(env: ServiceEnv, actor: Actor, userId: string, handoverTo: string | undefined): Promise<CorpUser> {
  grantable(actor);
  if (userId === actor.userId) throw refuse('SELF', M.self);
  return env.db.transaction(async (tx) => {
    await lockCorp(tx, actor.corpId);
    const user = await userOrThrow(tx, actor, userId, true);
    if (user.status === 'DISABLED') throw ledgerRefuse.state();
    const roles = rolesOf(user);
    if (user.status === 'ACTIVE') await checkRemoval(tx, actor.corpId, userId, roles);
    const items = await ownPending(tx, userId, env.now);
    let handedOver = '';
    if (items.length > 0) {
      if (!handoverTo) throw refuse('HANDOVER_REQUIRED', M.handover(items.length));
      const target = (await handoverCandidates(tx, actor.corpId, userId, roles)).find((c) => c.user_id === handoverTo);
      if (!target) throw refuse('HANDOVER_TARGET', M.handoverRole);
      const role: string = roles.includes(ROLE.operator as string) ? ROLE.operator : (roles[0] ?? ROLE.operator);
      await handOver(tx, {
        from: userId,
        to: target.user_id,
        corpId: actor.corpId,
        role,
        now: env.now,
        businessDate: env.businessDate,
        toName: target.person_name,
      });
      await recordChange(tx, {
        corpId: actor.corpId,
        userId,
        actorId: actor.userId,
        action: 'HANDOVER',
        detail: `${items.length}笔未完成业务移交给${target.person_name}`,
        at: env.now,
      });
      handedOver = `，已移交${items.length}笔业务`;
    }
    await setStatus(tx, userId, 'DISABLED');
    const keys = await revokeAccess(tx, userId);
    const sessions = await endUserSessions(tx, userId, null);
    if (user.realname_admin) await requireReauth(tx, actor.corpId, 'ADMIN_CHANGED', env.now);
    const detail = `停用（结束会话${sessions}个，注销Ukey绑定${keys}个${handedOver}）`;
    await recordChange(tx, { corpId: actor.corpId, userId, actorId: actor.userId, action: 'DISABLE', detail, at: env.now });
    return corpUserView(await userOrThrow(tx, actor, userId));
  });
}

/** 启用: a DISABLED user is ACTIVE again (keys must be bound again). */
export async function enableCorpUser(env: ServiceEnv, actor: Actor, userId: string): Promise<CorpUser> {
  grantable(actor);
  return env.db.transaction(async (tx) => {
    const user = await userOrThrow(tx, actor, userId, true);
    if (user.status !== 'DISABLED') throw ledgerRefuse.state();
    await setStatus(tx, userId, 'ACTIVE');
    await recordChange(tx, { corpId: actor.corpId, userId, actorId: actor.userId, action: 'ENABLE', detail: '启用（Ukey须重新绑定）', at: env.now });
    return corpUserView(await userOrThrow(tx, actor, userId));
  });
}

/**
 * 重置密码 (§16.4): the activation-style SMS; the user sets the password on /register/reset-password. A user not yet
 * activated is told again how to activate (该用户尚未激活，已重新发送激活短信).
 */
export async function resetCorpUser(env: ServiceEnv, actor: Actor, userId: string): Promise<{ message: string }> {
  grantable(actor);
  return env.db.transaction(async (tx) => {
    const user = await userOrThrow(tx, actor, userId);
    if (user.status === 'DISABLED') throw ledgerRefuse.state();
    const pending = user.status === 'PENDING_ACTIVATION';
    const text = pending ? M.added(actor.corpName) : `您的${actor.corpName}账号密码需重新设置，请通过"忘记密码"设置新的登录密码`;
    await writeNoticeSms(tx, randomUUID(), user.mobile, text, env.now);
    await recordChange(tx, {
      corpId: actor.corpId,
      userId,
      actorId: actor.userId,
      action: 'RESET',
      detail: pending ? '重新发送激活短信' : '发送重置密码短信',
      at: env.now,
    });
    return { message: pending ? M.notActivated : M.resetSent };
  });
}

export async function corpUserChanges(env: ServiceEnv, actor: Actor): Promise<CorpUserChange[]> {
  grantable(actor);
  return (await changesOf(env.db, actor.corpId)).map(changeView);
}

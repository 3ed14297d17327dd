import { describe, expect, it } from 'vitest';
import { CORP_USER_MESSAGES as M, accountEndpoints, corpUserEndpoints, registerEndpoints } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer({ demoTools: true, trustProxy: 1 });
const e = corpUserEndpoints;

const OPERATOR = {
  loginName: 'c1_newop',
  personName: '钱程',
  idCard: '',
  mobile: '13800000191',
  email: '',
  roles: ['ROLE_OPERATOR'],
  rftWhitelist: true,
  edtWhitelist: false,
};

async function add(admin: TestClient, body: Record<string, unknown>) {
  return (await admin.callEndpoint(e.add, { body })).body;
}
const userIdOf = async (userName: string) =>
  (await server.db.query<{ user_id: string }>('SELECT user_id FROM app_user WHERE user_name = $1', [userName]))[0]?.user_id ?? '';
const statusOf = async (userName: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM app_user WHERE user_name = $1', [userName]))[0]?.status;

async function setFlag(flag: 'userRoleAdd' | 'userRoleModify' | 'userRoleMenuDisplay', on: boolean) {
  const [row] = await server.db.query<{ value_json: Record<string, unknown> }>("SELECT value_json FROM sys_config WHERE config_key = 'PLATFORM_PARAM'");
  await server.db.query("UPDATE sys_config SET value_json = $1 WHERE config_key = 'PLATFORM_PARAM'", [JSON.stringify({ ...row?.value_json, [flag]: on })]);
}

/** 重置密码 as the added user does it (demo mode answers the code). */
async function activate(loginName: string, mobile: string, password: string) {
  const c = server.client();
  await c.page();
  const sent = await c.callEndpoint(registerEndpoints.resetSms, { body: { loginName, mobile } });
  const smsCode = (sent.body.data as { demoCode: string }).demoCode;
  const { kid, cipher } = await c.encryptPassword(password);
  return (await c.callEndpoint(registerEndpoints.resetPassword, { body: { loginName, mobile, smsCode, kid, newPassword: cipher } })).body;
}

describe('用户管理 (domain-lines.md §16.4)', () => {
  it('lists the corporation’s users with their states, masked mobiles and what the flags allow', async () => {
    const admin = await server.login('c1_admin');
    const settings = (await admin.callEndpoint(e.settings)).body.data;
    expect(settings).toMatchObject({ canAdd: true, canModifyRoles: true, voucherOpen: true, edtOpen: true });
    expect((settings as { roles: string[] }).roles).toEqual([
      'ROLE_OPERATOR',
      'ROLE_DIRECTOR',
      'ROLE_FINAL_REVIEW',
      'ROLE_QUERY',
      'ROLE_PURCHASE',
      'ROLE_ADMIN',
    ]);
    const page = (await admin.callEndpoint(e.list, { body: { page: 1, size: 50 } })).body.data as {
      rows: { userName: string; status: string; mobileMasked: string }[];
    };
    expect(page.rows.find((r) => r.userName === 'c1_new')).toMatchObject({ status: 'PENDING_ACTIVATION', mobileMasked: '138****0107' });
    expect(page.rows.find((r) => r.userName === 'c1_left')).toMatchObject({ status: 'DISABLED' });
    expect(page.rows.every((r) => r.userName.startsWith('c1_'))).toBe(true);
    const disabled = (await admin.callEndpoint(e.list, { body: { page: 1, size: 10, filters: { status: 'DISABLED' } } })).body.data as {
      rows: { userName: string }[];
    };
    expect(disabled.rows.map((r) => r.userName)).toEqual(['c1_left']);
    // Not the administrator's page: an operator is refused.
    expect((await (await server.login('c1_op')).callEndpoint(e.list, { body: { page: 1, size: 10 } })).status).toBe(403);
  });

  it('adds an operator PENDING_ACTIVATION who activates through 重置密码 and logs in to the operator’s home', async () => {
    const admin = await server.login('c1_admin');
    const added = await add(admin, OPERATOR);
    expect(added).toMatchObject({ code: '0', data: { userName: 'c1_newop', status: 'PENDING_ACTIVATION', roles: ['ROLE_OPERATOR'], rftWhitelist: true } });
    const [sms] = await server.db.query<{ code: string }>("SELECT code FROM sms_outbox WHERE mobile = '13800000191' AND scene = 'USER_NOTICE'");
    expect(sms?.code).toBe('您已被添加为徐州示例重工集团有限公司用户，请通过"忘记密码"设置登录密码');
    const c = server.client();
    await c.page();
    expect((await c.tryLogin('c1_newop')).body.code).toBe('BAD_CREDENTIALS');
    expect(await activate('c1_newop', '13800000191', 'Qian@2025cheng')).toMatchObject({ code: '0' });
    expect(await statusOf('c1_newop')).toBe('ACTIVE');
    expect(await c.login('c1_newop', 'Qian@2025cheng')).toBe('/credit/core/index/operator');
    // Recorded: who, when, what.
    const [change] = await server.db.query<{ actor_user_id: string; action: string; at: unknown }>(
      'SELECT actor_user_id, action, at FROM user_change WHERE user_id = $1',
      [await userIdOf('c1_newop')],
    );
    expect(change).toMatchObject({ actor_user_id: await userIdOf('c1_admin'), action: 'ADD' });
    // The same name or mobile again is refused, and a director needs a 身份证号.
    expect(await add(admin, OPERATOR)).toMatchObject({ code: 'USER_NAME_TAKEN', message: M.userNameTaken });
    expect(await add(admin, { ...OPERATOR, loginName: 'c1_other' })).toMatchObject({ code: 'MOBILE_TAKEN', message: M.mobileTaken });
    expect((await add(admin, { ...OPERATOR, loginName: 'c1_dir2', mobile: '13800000192', roles: ['ROLE_DIRECTOR'] })).message).toBe(M.idCardRequired);
    // 采购 is a core corporation's role only.
    const s7 = await add(await server.login('s7_admin'), { ...OPERATOR, loginName: 's7_buyer', mobile: '13800000193', roles: ['ROLE_PURCHASE'] });
    expect(s7.code).not.toBe('0');
  });

  it('refuses 新增用户 with userRoleAdd off, role changes with userRoleModify off, and hides the menu with userRoleMenuDisplay off', async () => {
    const admin = await server.login('c1_admin');
    await setFlag('userRoleAdd', false);
    expect(await add(admin, { ...OPERATOR, loginName: 'c1_flag', mobile: '13800000194' })).toMatchObject({ code: 'ADD_CLOSED', message: M.addClosed });
    await setFlag('userRoleAdd', true);
    await setFlag('userRoleModify', false);
    const query = await userIdOf('c1_query');
    const edit = { personName: '刘洋', mobile: '13800000104', email: '', rftWhitelist: true, edtWhitelist: false };
    expect((await admin.callEndpoint(e.edit, { params: { userId: query }, body: { ...edit, roles: ['ROLE_OPERATOR'] } })).body).toMatchObject({
      code: 'ROLE_MODIFY_CLOSED',
      message: M.roleModifyClosed,
    });
    // The other fields still change.
    expect(
      (await admin.callEndpoint(e.edit, { params: { userId: query }, body: { ...edit, email: 'liu@example.com', roles: ['ROLE_QUERY'] } })).body,
    ).toMatchObject({
      code: '0',
      data: { email: 'liu@example.com' },
    });
    await setFlag('userRoleModify', true);
    await setFlag('userRoleMenuDisplay', false);
    expect((await admin.callEndpoint(e.list, { body: { page: 1, size: 10 } })).status).toBe(403);
    await setFlag('userRoleMenuDisplay', true);
  });

  it('refuses 新增用户 of a corporation not verified', async () => {
    const s6 = await server.login('s6_admin');
    expect(await add(s6, { ...OPERATOR, loginName: 's6_op', mobile: '13800000195' })).toMatchObject({
      code: 'CORP_NOT_VERIFIED',
      message: '企业尚未完成实名认证，请先完成实名认证',
    });
  });

  it('keeps the last admin, refuses disabling oneself and the last holder of a role with open todos', async () => {
    const admin = await server.login('c1_admin');
    const self = await userIdOf('c1_admin');
    expect((await admin.callEndpoint(e.disable, { params: { userId: self }, body: {} })).body).toMatchObject({ code: 'SELF', message: M.self });
    const ownEdit = { personName: '杨帆', mobile: '13800000106', email: '', rftWhitelist: false, edtWhitelist: false, roles: ['ROLE_QUERY'] };
    expect((await admin.callEndpoint(e.edit, { params: { userId: self }, body: ownEdit })).body).toMatchObject({ code: 'LAST_ADMIN', message: M.lastAdmin });
    await server.db.query(
      "INSERT INTO todo (todo_id, corp_id, role_code, biz_type, title, path, created_at, business_date) VALUES ('t-users-1', 'C1', 'ROLE_FINAL_REVIEW', 'ISSUE', '测试待办', '/credit/todo', 1, '2025-06-16')",
    );
    const finalReview = await userIdOf('c1_final');
    expect((await admin.callEndpoint(e.disable, { params: { userId: finalReview }, body: {} })).body).toMatchObject({
      code: 'LAST_ROLE_HOLDER',
      message: M.lastRoleHolder,
    });
    expect(await statusOf('c1_final')).toBe('ACTIVE');
  });

  it('disables a user: the next request of their session is refused and their key bindings end at once', async () => {
    const c1 = await server.login('c1_admin');
    expect(await activate('c1_new', '13800000107', 'Zhou@2025ning')).toMatchObject({ code: '0' });
    const user = server.client();
    await user.page();
    await user.login('c1_new', 'Zhou@2025ning');
    expect((await user.callEndpoint(accountEndpoints.profile)).status).toBe(200);
    const userId = await userIdOf('c1_new');
    await server.db.query(
      `INSERT INTO ukey_binding (binding_id, corp_id, user_id, role_code, issuer_dn, serial_norm, subject_dn, spki_der, cert_type, sign_alg, bank, ukey_code, not_after, status, bound_at, medium)
       VALUES ('b-users-1', 'C1', $1, 'ROLE_OPERATOR', 'CN=Test CA', 'users01', 'CN=c1_new', 'AA', 'SM2', 'SM3withSM2', 'CCB', '00000107', 9999999999999, 'ACTIVE', 1, 'UKEY')`,
      [userId],
    );
    const res = await c1.callEndpoint(e.disable, { params: { userId }, body: {} });
    expect(res.body).toMatchObject({ code: '0', data: { status: 'DISABLED', ukeySuffix: '' } });
    expect((await user.callEndpoint(accountEndpoints.profile)).status).toBe(401);
    expect(await server.db.query("SELECT status FROM ukey_binding WHERE binding_id = 'b-users-1'")).toEqual([{ status: 'REVOKED' }]);
    expect((await user.tryLogin('c1_new', 'Zhou@2025ning')).body).toMatchObject({ code: 'USER_DISABLED', message: '账号已停用，请联系企业管理员' });
    const changes = (await c1.callEndpoint(e.changes)).body.data as { action: string; actorName: string }[];
    expect(changes[0]).toMatchObject({ action: '停用', actorName: '杨帆' });
    // 启用 brings the user back (keys must be bound again).
    expect((await c1.callEndpoint(e.enable, { params: { userId } })).body).toMatchObject({ code: '0', data: { status: 'ACTIVE' } });
    expect(await user.login('c1_new', 'Zhou@2025ning')).toBe('/credit/core/index/operator');
  });

  it('asks for a handover of the user’s own open items, then voids them and records the 移交', async () => {
    const admin = await server.login('c1_admin');
    const userId = await userIdOf('c1_query');
    await server.db.query(
      `INSERT INTO sign_challenge (challenge_id, user_id, role_code, business_type, business_ids, state_digest, original_text, created_at, expires_at)
       VALUES ('ch-users-1', $1, 'ROLE_QUERY', 'ISSUE', 'x', 'x', 'x', 1, 9999999999999)`,
      [userId],
    );
    const pending = (await admin.callEndpoint(e.pending, { params: { userId } })).body.data as { items: { label: string }[] };
    expect(pending.items).toEqual([expect.objectContaining({ kind: 'SIGNING', label: '待完成的签名' })]);
    expect((await admin.callEndpoint(e.disable, { params: { userId }, body: {} })).body).toMatchObject({ code: 'HANDOVER_REQUIRED', message: M.handover(1) });
    // Someone without the role cannot take them over; a colleague with 查询 can.
    const other = await userIdOf('c1_purchase');
    expect((await admin.callEndpoint(e.disable, { params: { userId }, body: { handoverTo: other } })).body).toMatchObject({ message: M.handoverRole });
    const colleague = await add(admin, { ...OPERATOR, loginName: 'c1_query2', mobile: '13800000196', roles: ['ROLE_QUERY'] });
    const toId = (colleague.data as { userId: string }).userId;
    expect(await activate('c1_query2', '13800000196', 'Hand@2025over')).toMatchObject({ code: '0' });
    const done = await admin.callEndpoint(e.disable, { params: { userId }, body: { handoverTo: toId } });
    expect(done.body).toMatchObject({ code: '0', data: { status: 'DISABLED' } });
    const [challenge] = await server.db.query<{ used_at: unknown }>("SELECT used_at FROM sign_challenge WHERE challenge_id = 'ch-users-1'");
    expect(challenge?.used_at).not.toBeNull();
    expect(await server.db.query("SELECT detail FROM user_change WHERE user_id = $1 AND action = 'HANDOVER'", [userId])).toEqual([
      { detail: '1笔未完成业务移交给钱程' },
    ]);
  });
});

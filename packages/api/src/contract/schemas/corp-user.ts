/**
 * 用户管理 (domain-lines.md §16.4): the corporation's users as the administrator sees them, the form that adds or
 * edits one (shared by the dialog and the server), the refusals, and what the platform parameter flags allow.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../validators/messages';
import { email as emailRule, mobile as mobileRule } from '../../validators/contact';
import { idCard as idCardRule } from '../../validators/id-card';
import { userName as personNameRule } from '../../validators/names';
import { loginName as loginNameRule } from '../../validators/register-form';
import { ROLE } from '../roles';
import type { CorpType, RoleCode } from '../roles';

export const CORP_USER_STATUS_LABEL = { ACTIVE: '正常', PENDING_ACTIVATION: '待激活', DISABLED: '已停用' } as const;
export type CorpUserStatus = keyof typeof CORP_USER_STATUS_LABEL;
export const CORP_USER_STATUSES = Object.keys(CORP_USER_STATUS_LABEL) as [CorpUserStatus, ...CorpUserStatus[]];

/** The roles an administrator may grant, by corporation type (§16.4 新增用户). FI users are the platform's. */
export const GRANTABLE_ROLES: Readonly<Record<Exclude<CorpType, 'FI'>, readonly RoleCode[]>> = {
  CORE: [ROLE.operator, ROLE.director, ROLE.finalReview, ROLE.query, ROLE.purchase, ROLE.admin],
  CHAIN: [ROLE.operator, ROLE.director, ROLE.query, ROLE.admin],
};
/** Roles whose holder must give a 身份证号 (主管, 管理员). */
export const ID_CARD_ROLES: readonly RoleCode[] = [ROLE.director, ROLE.admin];
/** Roles whose row offers 绑定Ukey (§16.4). */
export const KEY_ROLES: readonly RoleCode[] = [ROLE.director, ROLE.admin];

/** Every refusal and notice of 用户管理, verbatim from §16.4. */
export const CORP_USER_MESSAGES = {
  addClosed: '平台未开放新增用户',
  roleModifyClosed: '平台未开放修改用户角色',
  userNameTaken: '该用户名已被使用',
  mobileTaken: '该手机号已被其他用户使用',
  lastAdmin: '企业至少需保留一名管理员',
  self: '不能停用当前登录用户',
  lastRoleHolder: '该角色仅此一名用户，停用后待办将无人处理，请先为其他用户分配该角色',
  lastDirector: '企业至少需保留一名主管',
  handover: (n: number) => `该用户有${n}笔未完成业务，请先移交`,
  realnameAdminWarning: '停用实名管理员后企业须重新实名认证',
  makerChecker: '同一用户兼任经办与主管时，不能复核本人提交的业务',
  fiUsers: '金融机构用户由平台统一维护',
  notActivated: '该用户尚未激活，已重新发送激活短信',
  resetSent: '已发送短信，请该用户通过"忘记密码"重新设置登录密码',
  rolesRequired: '请至少选择一个角色',
  roleNotAllowed: '所选角色不适用于本企业',
  idCardRequired: '主管和管理员须填写身份证号',
  handoverTarget: '请选择承接人',
  handoverRole: '承接人须具有相同角色',
  added: (corpName: string) => `您已被添加为${corpName}用户，请通过"忘记密码"设置登录密码`,
} as const;

const optionalText = (max: number) => z.string().trim().max(max);
const roles = z.array(z.enum(Object.values(ROLE) as [RoleCode, ...RoleCode[]])).max(8);

/** The fields 编辑 may change (§16.4): 姓名, 手机号码, 邮箱, the product flags; 角色 only with userRoleModify. */
const mobile = z.string().trim().pipe(mobileRule);
/** 编辑's 手机号码: blank keeps the one on file (the list shows it masked). */
const keptMobile = z.union([z.literal(''), mobile]);

export const corpUserEditSchema = z.strictObject({
  personName: z.string().trim().pipe(personNameRule),
  mobile: keptMobile,
  email: optionalText(100).refine((v) => v === '' || emailRule.safeParse(v).success, M.email),
  roles: roles.min(1, CORP_USER_MESSAGES.rolesRequired),
  rftWhitelist: z.boolean(),
  edtWhitelist: z.boolean(),
});
export type CorpUserEditInput = z.input<typeof corpUserEditSchema>;
export type CorpUserEdit = z.output<typeof corpUserEditSchema>;

/** 新增用户 (§16.4): the login name and 身份证号 besides; never a password. */
export const corpUserAddSchema = corpUserEditSchema.extend({
  mobile,
  loginName: z.string().trim().pipe(loginNameRule),
  idCard: optionalText(18)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || idCardRule.safeParse(v).success, M.idCard),
});
export type CorpUserAddInput = z.input<typeof corpUserAddSchema>;
export type CorpUserAdd = z.output<typeof corpUserAddSchema>;

/** Whether the roles need a 身份证号 that is missing (主管 and 管理员 must give one): checked by the form and the server. */
export const idCardMissing = (v: { idCard: string; roles: readonly string[] }): boolean =>
  v.idCard === '' && v.roles.some((r) => (ID_CARD_ROLES as readonly string[]).includes(r));

/** The dialog's schema: the request's, and the 身份证号 a 主管 or 管理员 needs shown under its field. */
export const corpUserAddForm = corpUserAddSchema.refine((v) => !idCardMissing(v), { message: CORP_USER_MESSAGES.idCardRequired, path: ['idCard'] });

/** One row of 用户管理: the mobile masked, the roles, the key tail, the product flags, the state, the last login. */
export const corpUserSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  personName: z.string(),
  mobileMasked: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  ukeySuffix: z.string(),
  rftWhitelist: z.boolean(),
  edtWhitelist: z.boolean(),
  status: z.enum(CORP_USER_STATUSES),
  lastLoginAt: z.number().nullable(),
  /** The administrator the corporation's real-name verification names (停用 warns of re-authentication). */
  realnameAdmin: z.boolean(),
});
export type CorpUser = z.infer<typeof corpUserSchema>;

/** What the page may offer: the platform parameter flags, the grantable roles and the products the flags belong to. */
export const corpUserSettingsSchema = z.object({
  canAdd: z.boolean(),
  canModifyRoles: z.boolean(),
  roles: z.array(z.string()),
  voucherOpen: z.boolean(),
  edtOpen: z.boolean(),
  currentUserId: z.string(),
});
export type CorpUserSettings = z.infer<typeof corpUserSettingsSchema>;

/** A 移交待办 item: an application the user created that is not submitted or was returned, or an open signing. */
export const pendingItemSchema = z.object({ ref: z.string(), kind: z.enum(['APPLICATION', 'SIGNING']), label: z.string(), status: z.string() });
export const corpUserPendingSchema = z.object({
  items: z.array(pendingItemSchema),
  /** ACTIVE users of the corporation sharing a role with the user: who may take the items over. */
  candidates: z.array(z.object({ userId: z.string(), personName: z.string(), userName: z.string() })),
});
export type CorpUserPending = z.infer<typeof corpUserPendingSchema>;

/** A change to a user (who, when, what), newest first. */
export const corpUserChangeSchema = z.object({
  at: z.number(),
  actorName: z.string(),
  userName: z.string(),
  action: z.string(),
  detail: z.string(),
});
export type CorpUserChange = z.infer<typeof corpUserChangeSchema>;

export const CORP_USER_ACTION_LABEL: Readonly<Record<string, string>> = {
  ADD: '新增用户',
  EDIT: '编辑',
  DISABLE: '停用',
  ENABLE: '启用',
  RESET: '重置密码',
  HANDOVER: '移交',
};

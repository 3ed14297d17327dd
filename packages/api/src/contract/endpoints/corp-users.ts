import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import {
  CORP_USER_STATUSES,
  corpUserAddSchema,
  corpUserChangeSchema,
  corpUserEditSchema,
  corpUserPendingSchema,
  corpUserSchema,
  corpUserSettingsSchema,
} from '../schemas/corp-user';

/** 用户管理's filters (§16.4): 姓名/用户名, 角色, 状态. */
export const corpUserListQuerySchema = pagedQuery({ keyword: filterText, role: filterText, status: z.enum(CORP_USER_STATUSES) }, ['userName']);
export type CorpUserListQuery = z.infer<typeof corpUserListQuerySchema>;

const userId = z.string().min(1).max(64);
/** 停用: whom the user's open items go to when there are any (移交待办). */
export const corpUserDisableSchema = z.strictObject({ handoverTo: z.string().max(64).optional() });

/** 用户管理 (domain-lines.md §16.4): the administrator's list of the corporation's users and what may be done to them. */
export const corpUserEndpoints = {
  settings: get('/v1/corp-users/settings', { response: corpUserSettingsSchema }),
  list: post('/v1/corp-users/list', { body: corpUserListQuerySchema, response: pageOf(corpUserSchema) }),
  /** 新增用户: PENDING_ACTIVATION, activated by the user through 重置密码. */
  add: post('/v1/corp-users', { body: corpUserAddSchema, response: corpUserSchema, idempotent: true }),
  edit: post('/v1/corp-users/{userId}/edit', { params: { userId }, body: corpUserEditSchema, response: corpUserSchema }),
  /** The user's open items and who may take them over (the 移交待办 dialog before 停用). */
  pending: get('/v1/corp-users/{userId}/pending', { params: { userId }, response: corpUserPendingSchema }),
  disable: post('/v1/corp-users/{userId}/disable', { params: { userId }, body: corpUserDisableSchema, response: corpUserSchema }),
  enable: post('/v1/corp-users/{userId}/enable', { params: { userId }, response: corpUserSchema }),
  /** 重置密码: the activation-style SMS; the user sets the password on /register/reset-password. */
  reset: post('/v1/corp-users/{userId}/reset-password', { params: { userId }, response: z.object({ message: z.string() }) }),
  /** 变更记录: who changed which user when. */
  changes: get('/v1/corp-users/changes', { response: z.array(corpUserChangeSchema) }),
} as const;

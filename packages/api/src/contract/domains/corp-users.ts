// 用户管理 (domain-lines.md §16.4): the corporation's users, added, edited, disabled and enabled by its administrator.
export { corpUserDisableSchema, corpUserEndpoints, corpUserListQuerySchema } from '../endpoints/corp-users';
export type { CorpUserListQuery } from '../endpoints/corp-users';
export {
  CORP_USER_ACTION_LABEL,
  CORP_USER_MESSAGES,
  CORP_USER_STATUSES,
  CORP_USER_STATUS_LABEL,
  GRANTABLE_ROLES,
  ID_CARD_ROLES,
  KEY_ROLES,
  corpUserAddForm,
  corpUserAddSchema,
  corpUserChangeSchema,
  corpUserEditSchema,
  corpUserPendingSchema,
  corpUserSchema,
  corpUserSettingsSchema,
  idCardMissing,
} from '../schemas/corp-user';
export type {
  CorpUser,
  CorpUserAdd,
  CorpUserAddInput,
  CorpUserChange,
  CorpUserEdit,
  CorpUserEditInput,
  CorpUserPending,
  CorpUserSettings,
  CorpUserStatus,
} from '../schemas/corp-user';

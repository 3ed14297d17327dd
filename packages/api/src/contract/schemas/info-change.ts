import { z } from 'zod';

/**
 * 企业信息变更 (domain-lines.md §16.2): what a corporation may change of its registered information. The USCC and the
 * corporation type never change; a change of 企业名称 or 法定代表人 needs the new 营业执照 and sends the corporation to
 * re-authentication (§15.8).
 */
export const INFO_CHANGE_STATUS_LABEL = {
  DRAFT: '待提交',
  SUBMITTED: '审核中',
  APPROVED: '已生效',
  REJECTED: '已驳回',
  CANCELLED: '已撤销',
} as const;
export type InfoChangeStatus = keyof typeof INFO_CHANGE_STATUS_LABEL;
export const INFO_CHANGE_STATUSES = Object.keys(INFO_CHANGE_STATUS_LABEL) as [InfoChangeStatus, ...InfoChangeStatus[]];

/** The changeable fields in the order 变更前 / 变更后 list them. */
export const INFO_CHANGE_FIELD_LABEL = {
  corpName: '企业名称',
  legalRepName: '法定代表人姓名',
  regAddress: '注册地址',
  businessScope: '经营范围',
} as const;
export type InfoChangeField = keyof typeof INFO_CHANGE_FIELD_LABEL;
export const INFO_CHANGE_FIELDS = Object.keys(INFO_CHANGE_FIELD_LABEL) as [InfoChangeField, ...InfoChangeField[]];
/** Fields whose change needs the new 营业执照 and re-authentication. */
export const LICENCE_FIELDS: readonly InfoChangeField[] = ['corpName', 'legalRepName'];

export const INFO_CHANGE_MESSAGES = {
  usccImmutable: '统一社会信用代码不可变更，如企业主体变化请重新注册',
  noKey: '请先为管理员绑定Ukey后再提交变更',
  open: '已有审核中的变更申请，请等待审核完成',
  unchanged: '变更内容不能与当前信息相同',
  licence: '变更企业名称或法定代表人须上传新营业执照',
  verifying: '实名认证进行中，暂不能变更企业信息',
  registry: '变更后的信息与工商登记不一致',
} as const;

export const changeNoSchema = z.string().regex(/^BG\d{8,20}$/, '变更编号格式不正确');

/** The corporation's registered information as 企业信息变更 shows it (the USCC and type read-only). */
export const registeredInfoSchema = z.object({
  uscc: z.string(),
  corpType: z.string(),
  corpName: z.string(),
  legalRepName: z.string(),
  regAddress: z.string(),
  businessScope: z.string(),
});
export type RegisteredInfo = z.infer<typeof registeredInfoSchema>;

const values = z.object({ corpName: z.string(), legalRepName: z.string(), regAddress: z.string(), businessScope: z.string() });

/** One 变更记录 row: 变更前 / 变更后 of the fields it changed, its state and the reason of a refusal. */
export const infoChangeSchema = z.object({
  changeNo: z.string(),
  status: z.enum(INFO_CHANGE_STATUSES),
  fields: z.array(z.enum(INFO_CHANGE_FIELDS)),
  before: values,
  after: values,
  submitterName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string(),
});
export type InfoChange = z.infer<typeof infoChangeSchema>;

/**
 * The form as it travels. `uscc` may be sent (it is shown read-only) but never differ from the corporation's; the
 * licence is a stored file id.
 */
export const infoChangeRequestSchema = z.strictObject({
  uscc: z.string().max(18).optional(),
  corpName: z.string().trim().min(1, '请输入企业名称').max(80, '企业名称不能超过80个字符'),
  legalRepName: z.string().trim().min(1, '请输入法定代表人姓名').max(30, '法定代表人姓名不能超过30个字符'),
  regAddress: z.string().trim().min(1, '请输入注册地址').max(200, '注册地址不能超过200个字符'),
  businessScope: z.string().trim().max(1000, '经营范围不能超过1000个字符'),
  licenceFileId: z.string().min(1).max(64).optional(),
});
export type InfoChangeRequest = z.infer<typeof infoChangeRequestSchema>;

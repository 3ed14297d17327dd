import { ApiError } from '../../platform/api-error';

/** The refusals of 注册 and 重置密码 (domain-lines.md §15.1, §15.3): business answers (HTTP 200) the page shows inline. */
export const REGISTER_MESSAGES = {
  smsCode: '验证码错误或已失效，请重新获取',
  usccTaken: '该统一社会信用代码已注册，请直接登录或联系企业管理员',
  userNameTaken: '该用户名已被使用',
  mobileTaken: '该手机号已被其他用户使用',
  registryNotFound: '未查询到该企业的工商登记信息，请核对统一社会信用代码',
  registryName: '企业名称与统一社会信用代码不一致，请按营业执照填写',
  registryStatus: '该企业工商登记状态异常（注销/吊销），不能注册',
  agreements: '请阅读并同意相关协议',
  resetSent: '验证码已发送，请注意查收',
  resetDaily: '今日重置密码次数已达上限，请明日再试',
  undecryptable: '加密信息已失效，请刷新页面后重试',
} as const;

export const refuse = (code: string, message: string): ApiError => new ApiError(200, code, message);

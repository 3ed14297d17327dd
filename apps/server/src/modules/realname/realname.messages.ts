/** The texts of the real-name methods (domain-lines.md §15.4–§15.7), verbatim. */
export const REALNAME_MESSAGE = {
  success: '企业实名认证成功',
  adminOnly: '请联系企业管理员完成实名认证',
  verified: '企业已完成实名认证',
  licenceMissing: '请上传营业执照',
  notLegalRep: '管理员非企业法定代表人，请选择Ukey认证或营业执照对公账户认证',
  noLegalRep: '未能核验法定代表人信息，请选择Ukey认证或营业执照对公账户认证',
  mobileMismatch: '手机号与身份信息不匹配',
  smsInvalid: '验证码错误或已失效，请重新获取',
  usedElsewhere: '该对公账户已被其他企业用于认证',
  ukeySubject: '证书主体与企业统一社会信用代码不符',
  ukeyExpired: '证书已过期，请更新证书后再认证',
  ukeyOtherCorp: '该证书已被其他企业使用',
} as const;

/** The SMS scene of 软证书认证 (§15.6). */
export const REALNAME_SCENE = 'REALNAME';

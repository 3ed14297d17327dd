/** Every user-facing string of the signing dialog and sign button (zh-CN). */
export const signingMessages = {
  signButton: '签名',
  title: (label: string) => (label ? `Ukey签名：${label}` : 'Ukey签名'),
  /** The Ukey tip (spec §4, §8 key messages): the role's key tail number and role name. */
  keyTip: (suffix: string, roleName: string) => `请插入尾号为${suffix}的${roleName}Ukey`,
  keyTipUnbound: '当前角色未绑定Ukey，请联系主管在用户角色设置中绑定',
  reading: '正在读取Ukey证书，请稍候…',
  signing: '正在签名，请勿拔出Ukey…',
  confirmIntro: '请核对以下签名内容，确认无误后签名：',
  originalFields: '签名内容',
  originalText: '签名原文',
  certificate: (cn: string, serial: string) => `签名证书：${cn}（序列号 ${serial}）`,
  confirm: '确认签名',
  cancel: '取消',
  close: '关闭',
  retry: '重新签名',
  done: '签名成功',
  failed: '签名失败',
  errorCode: (n: number) => `错误码 ${n}`,
  driverCode: (hex: string) => `设备返回码 ${hex}`,
} as const;

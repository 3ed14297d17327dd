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
  /** Who signs: the key holder's name, the role and the key's tail number (the certificate's serial stays in 签名原文). */
  signer: (holder: string, roleName: string, suffix: string) =>
    `签名人：${holder}${roleName || suffix ? `（${[roleName, suffix ? `Ukey尾号${suffix}` : ''].filter(Boolean).join('，')}）` : ''}`,
  certificate: (cn: string, serial: string) => `签名证书：${cn}（序列号 ${serial}）`,
  timeLeft: (minutes: number, seconds: number) => `（剩余 ${minutes > 0 ? `${minutes}分` : ''}${String(seconds).padStart(minutes > 0 ? 2 : 1, '0')}秒）`,
  expired: '（已过期，请取消后重新签名）',
  confirm: '确认签名',
  cancel: '取消',
  close: '关闭',
  retry: '重新签名',
  done: '签名成功',
  failed: '签名失败',
  errorCode: (n: number) => `错误码 ${n}`,
  driverCode: (hex: string) => `设备返回码 ${hex}`,
} as const;

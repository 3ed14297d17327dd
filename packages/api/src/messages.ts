/**
 * Every user-facing string of @scf/api (zh-CN), in one catalogue so another locale can be added.
 * Spec texts are verbatim.
 */
export const MESSAGES = {
  /** spec §8: `'99999999'`, an empty message or a non-200 response. */
  networkAbnormal: '网络异常，请稍后重试，或联系在线客服（7*24小时）',
  /** The text to encrypt does not fit one RSA-OAEP block (security.md §1.7). */
  encryptTooLong: '加密内容过长',
  /** A request failed its schema before being sent (a programming error, shown generically). */
  invalidRequest: '请求参数不正确',
  /** The public key could not be used. */
  encryptFailed: '加密失败，请刷新页面后重试',
} as const;

export const NETWORK_ABNORMAL_MESSAGE: string = MESSAGES.networkAbnormal;

/** The shell checks' texts: spec §8 messages verbatim, plus the dialogs' button labels. */
const CONTACT = '请您点击右侧在线咨询，将此截图发给客服';

export const SHELL_CHECK_MESSAGES = {
  agreementStatusFailed: `查询注册协议签订状态失败，${CONTACT}`,
  agreementSignFailed: (serverMessage: string) => `注册协议签订失败，${serverMessage || CONTACT}`,
  agreementSigned: '注册协议签订成功',
  agree: '同意',
  decline: '不同意',
  reauthRequired: '管理员信息已变更，需重新实名认证才可继续开展业务',
  goRealname: '去认证',
  logout: '退出登录',
} as const;

/** A rejected call's message (the server's, or the client's network text), or '' when there is none. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

import { signing, under } from './registry';
import type { ScreenRegistry } from './registry';

/** 我的 (`/my`): limits, the corporation's information, accounts and keys, the user's own centre and messages. */
export const SCREENS: ScreenRegistry = {
  '/my/message/index': () => import('../../features/messages/routes/message-list-page'),
  // Limits (domain.md §6.4). 额度查询 is also the home of bank staff.
  '/my/limit/query': () => import('../../features/limits/routes/limit-query-page'),
  '/my/limit/detail': () => import('../../features/limits/routes/limit-detail-page'),
  '/my/limit/distribute-query': () => import('../../features/limits/routes/distribute-query-page'),
  '/my/limit/distribute': () => import('../../features/limits/routes/distribute-page'),
  '/my/limit/approve': signing(() => import('../../features/limits/routes/limit-approve-page')),
  // 历史额度 (domain-lines.md §16.10): expired, replaced and terminated lines and what was issued under them.
  '/my/old-limit/query': () => import('../../features/limits/routes/old-limit-query-page'),
  '/my/old-limit/detail': () => import('../../features/limits/routes/old-limit-detail-page'),
  // 企业信息 (the administrator's home) and the corporation's accounts (domain.md §5.1).
  '/my/enterprise-info/info': () => import('../../features/enterprise/routes/enterprise-info-page'),
  '/my/enterprise-info/bank-account': () => import('../../features/enterprise/routes/bank-account-page'),
  // 企业信息变更 (domain-lines.md §16.2): signed with the key (CONTRACT_SIGN), so its chunk brings the signing dialog.
  '/my/enterprise-info/info-update': signing(() => import('../../features/info-change/routes/info-update-page')),
  // 开票信息 (domain-lines.md §16.3): the administrator edits, the page's other readers see it.
  '/my/enterprise-info/invoice-info': () => import('../../features/invoice-info/routes/invoice-info-page'),
  // 企业实名认证 (domain-lines.md §15.8): the target of the spec §4 re-authentication modal.
  '/my/enterprise-info/realname': () => import('../../features/identify/routes/realname-page'),
  // 用户管理 (domain-lines.md §16.4): the administrator's users, added ones activating through 重置密码.
  '/my/enterprise-info/user/list': () => import('../../features/corp-users/routes/user-list-page'),
  // Ukey申请 creates a soft key and 新增Ukey binds the inserted Ukey: the same flows as registration.
  ...under('/my/enterprise-info/ukey/', {
    list: signing(() => import('../../features/ukey/routes/ukey-list-page')),
    add: signing(() => import('../../features/identify/routes/ukey-identify-page')),
    apply: signing(() => import('../../features/identify/routes/soft-key-identify-page')),
    'apply-detail': () => import('../../features/ukey/routes/ukey-apply-detail-page'),
    change: signing(() => import('../../features/ukey/routes/ukey-change-page')),
    delete: signing(() => import('../../features/ukey/routes/ukey-delete-page')),
    update: signing(() => import('../../features/ukey/routes/ukey-update-page')),
    download: signing(() => import('../../features/ukey/routes/ukey-download-page')),
    bill: () => import('../../features/ukey/routes/ukey-bill-page'),
  }),
  // 电子账户 and 专户 on the simulated bank (domain-lines.md §16.8); 提现's 复核 signs with the key.
  ...under('/my/electronic-account/', {
    index: signing(() => import('../../features/e-accounts/routes/e-account-index-page')),
    apply: () => import('../../features/e-accounts/routes/e-account-apply-page'),
    bind: () => import('../../features/e-accounts/routes/e-account-bind-page'),
    'special-account/index': () => import('../../features/e-accounts/routes/special-account-index-page'),
    'special-account/apply': () => import('../../features/e-accounts/routes/special-account-apply-page'),
    // 专户绑定: the director signs the 还款专户's 代扣授权 with the key.
    'special-account/bind': signing(() => import('../../features/e-accounts/routes/special-account-bind-page')),
    'special-account/query': () => import('../../features/e-accounts/routes/special-account-query-page'),
  }),
  // 账户中心: the user's own data, 修改密码 and 修改手机号 (issue 9).
  '/my/person-center/info': () => import('../../features/account/routes/account-centre-page'),
  // 导出记录 and 下载中心 (domain-lines.md §16.6).
  '/my/export': () => import('../../features/exports/routes/export-record-page'),
  '/my/download-center': () => import('../../features/exports/routes/download-center-page'),
  // 回单查询 (issue 27 item 3): the corporation's receipts of simulated-bank transfers, 预览 · 下载 and 回单验真.
  '/my/account/receipt': () => import('../../features/receipts/routes/receipt-page'),
  // 协议管理 (domain-lines.md §16.9): every signed agreement, 预览 in the file previewer, 下载 and 证据包.
  '/my/protocol/index': () => import('../../features/agreements/routes/protocol-page'),
  // 资产池 (domain-lines.md §18.7): the pledgor's pond and the bank's 待审批; 同意 signs with the key.
  '/my/asset-pool/index': signing(() => import('../../features/asset-pool/routes/asset-pool-page')),
};

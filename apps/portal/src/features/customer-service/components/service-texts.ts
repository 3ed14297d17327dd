/** The platform's own customer-service window (zh-CN). Service hours per spec §9: 7*24. */
export const SERVICE_TEXTS = {
  title: '在线客服',
  hotline: '客服热线',
  hours: '服务时间',
  hoursValue: '7*24小时',
  intro: '您可以拨打客服热线，或在下方留言，客服人员会尽快与您联系。',
  messageTitle: '留言',
  contactName: '联系人',
  mobilePhone: '手机号码',
  content: '留言内容',
  contentPlaceholder: '请描述您需要咨询的问题',
  submit: '提交留言',
  close: '关闭',
  succeeded: '留言已提交，客服人员会尽快与您联系',
  failed: '留言提交失败，请稍后重试或拨打客服热线',
  loginFirst: '登录后可在线留言；未登录时请拨打客服热线。',
} as const;

/** Frequently asked questions of the public help centre; static until a help-content service exists. */
export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_CATALOGUE: readonly Faq[] = [
  {
    id: 'what-is-credit',
    question: '什么是电子债权凭证？',
    answer: '电子债权凭证是核心企业基于真实贸易背景向供应商开立的、承诺在约定日期付款的电子化付款承诺，可签收、拆分转让、融资和到期兑付。',
  },
  {
    id: 'ukey',
    question: '办理业务时为什么需要插入Ukey？',
    answer: '开立、转让、融资等敏感操作需要使用当前角色绑定的Ukey进行数字签名，以确认是您本人办理并防止篡改。',
  },
  {
    id: 'forgot-password',
    question: '忘记登录密码怎么办？',
    answer: '请在登录页点击“忘记密码”，按提示通过手机验证码重置密码。',
  },
  {
    id: 'roles',
    question: '经办和主管有什么区别？',
    answer: '经办负责发起申请，主管负责复核审批；同一笔业务需要不同的人员完成申请与审批。',
  },
  {
    id: 'holiday',
    question: '凭证到期日遇到节假日如何处理？',
    answer: '兑付按工作日办理，到期日为节假日的顺延至下一个工作日。',
  },
  {
    id: 'service',
    question: '如何联系在线客服？',
    answer: '点击页面右侧的“在线客服”图标，客服7*24小时为您服务。',
  },
];

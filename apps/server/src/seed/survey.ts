/** The demo survey (问卷调查): a few questions about the platform, one of each kind. */
import type { NewSurvey } from '../modules/survey';
import { addDays } from '../platform/business-date';

export function seedSurvey(businessDate: string): NewSurvey {
  return {
    surveyId: 'SV2025Q2',
    title: '供应链金融服务平台用户满意度调查',
    intro: '感谢您使用供应链金融服务平台。本问卷约需2分钟，您的意见将帮助我们改进产品与服务。每位用户仅可提交一次。',
    openedOn: addDays(businessDate, -7),
    questions: [
      {
        questionId: 'Q1',
        kind: 'SINGLE',
        title: '您对平台整体使用体验的评价是？',
        required: true,
        options: [
          { value: 'A', label: '非常满意' },
          { value: 'B', label: '满意' },
          { value: 'C', label: '一般' },
          { value: 'D', label: '不满意' },
        ],
      },
      {
        questionId: 'Q2',
        kind: 'MULTIPLE',
        title: '您最常使用的业务功能有哪些？',
        required: true,
        options: [
          { value: 'ISSUE', label: '凭证开立' },
          { value: 'SIGN', label: '凭证签收' },
          { value: 'TRANSFER', label: '转让拆分' },
          { value: 'FINANCE', label: '融资申请' },
          { value: 'LIMIT', label: '额度管理' },
        ],
      },
      {
        questionId: 'Q3',
        kind: 'SINGLE',
        title: 'Ukey签名过程是否顺畅？',
        required: true,
        options: [
          { value: 'A', label: '顺畅' },
          { value: 'B', label: '偶有问题' },
          { value: 'C', label: '经常遇到问题' },
        ],
      },
      { questionId: 'Q4', kind: 'TEXT', title: '您对平台还有哪些意见或建议？', required: false, options: [] },
    ],
  };
}

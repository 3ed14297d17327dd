/** The demo survey (问卷调查): a few questions about the platform, one of each kind. */
import type { NewSurvey } from '../modules/survey';
import { addDays } from '../platform/business-date';

type Question = NewSurvey['questions'][number];

/** A required choice question; `options` maps each option's value to its label, in the order shown. */
const choice = (questionId: string, kind: 'SINGLE' | 'MULTIPLE', title: string, options: Record<string, string>): Question => ({
  questionId,
  kind,
  title,
  required: true,
  options: Object.entries(options).map(([value, label]) => ({ value, label })),
});

export function seedSurvey(businessDate: string): NewSurvey {
  return {
    surveyId: 'SV2025Q2',
    title: '供应链金融服务平台用户满意度调查',
    intro: '感谢您使用供应链金融服务平台。本问卷约需2分钟，您的意见将帮助我们改进产品与服务。每位用户仅可提交一次。',
    openedOn: addDays(businessDate, -7),
    questions: [
      choice('Q1', 'SINGLE', '您对平台整体使用体验的评价是？', { A: '非常满意', B: '满意', C: '一般', D: '不满意' }),
      choice('Q2', 'MULTIPLE', '您最常使用的业务功能有哪些？', {
        ISSUE: '凭证开立',
        SIGN: '凭证签收',
        TRANSFER: '转让拆分',
        FINANCE: '融资申请',
        LIMIT: '额度管理',
      }),
      choice('Q3', 'SINGLE', 'Ukey签名过程是否顺畅？', { A: '顺畅', B: '偶有问题', C: '经常遇到问题' }),
      { questionId: 'Q4', kind: 'TEXT', title: '您对平台还有哪些意见或建议？', required: false, options: [] },
    ],
  };
}

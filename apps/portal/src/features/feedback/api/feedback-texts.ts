import { FEEDBACK_LIMITS } from '@scf/api/contract';

/** The feedback form's texts (zh-CN); spec §5 and §8 texts verbatim. */
export const FEEDBACK_TEXTS = {
  title: '意见反馈',
  intro: '感谢您使用本平台。请描述您遇到的问题或建议，我们会尽快处理。',
  opinion: '反馈内容',
  opinionPlaceholder: '请描述您遇到的问题或改进建议',
  personName: '联系人',
  personNamePlaceholder: (own: string) => (own ? `不填写则默认为${own}` : '不填写则默认为当前用户'),
  mobilePhone: '手机号码',
  mobilePhonePlaceholder: '不填写则默认为账户绑定的手机号码',
  screenshots: '问题截图',
  screenshotsHelp: `选填，最多${FEEDBACK_LIMITS.filesMax}张，支持png、jpeg、jpg格式，单张不超过${FEEDBACK_LIMITS.fileSizeKb / 1024}M`,
  uploading: '截图上传中，请稍候再提交',
  cancel: '取消',
  submit: '提交',
  /** Spec §8, verbatim. */
  succeeded: '提交成功',
  /** Spec §8, verbatim. */
  failed: '提交失败',
} as const;

/** Spec §5: screenshots are png, jpeg or jpg, each at most 5,120 KB, at most 5. */
export const SCREENSHOT_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** The refusals of the small-deposit verification (domain-lines.md §15.7), verbatim. */
export const DEPOSIT_VERIFY_MESSAGE = {
  format: '请输入正确的打款金额（0.01-0.99元）',
  wrong: (triesLeft: number) => `打款金额不正确，您还有${triesLeft}次机会`,
  triesExceeded: '打款金额错误次数已达上限，本次认证已失效，请重新发起',
  expired: '打款金额已超过7天有效期，请重新发起认证',
  dailyCap: '今日打款申请次数已达上限（3次），请明日再试',
  open: '已有进行中的打款认证，请先回填金额或更换账户',
  usedElsewhere: '该对公账户已被其他企业用于认证',
} as const;

/** Deposit requests a corporation may make per business day, tries per attempt, days an amount may be typed back. */
export const DAILY_CAP = 3;
export const TRIES = 3;
export const VALID_DAYS = 7;
/** 附言 of the deposit, as the bank's credit shows it. */
export const DEPOSIT_REMARK = '平台验证打款';
/** The platform account that pays verification deposits (migration 0036). */
export const PLATFORM_VERIFY_ACCOUNT = 'A-PLATFORM-VERIFY';

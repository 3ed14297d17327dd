import { describe, expect, it } from 'vitest';
import * as validators from './index';

// The same schemas validate the portal's forms and the server's requests: the surface changes only on purpose.
describe('@scf/api/validators public exports', () => {
  it('are explicit', () => {
    expect(Object.keys(validators).sort()).toEqual([
      'FEEDBACK_LIMITS',
      'FEEDBACK_MOBILE_PATTERN',
      'FIXED_PHONE_PATTERN',
      'MOBILE_PATTERN',
      'MONEY_PATTERN',
      'SMS_CODE_PATTERN',
      'USCC_CHARS',
      'VALIDATION_MESSAGES',
      'changeMobileForm',
      'changePasswordForm',
      'corpName',
      'email',
      'feedbackForm',
      'feedbackMobile',
      'fixedPhone',
      'hasParentheses',
      'idCard',
      'idCardCheckDigit',
      'isIdCard',
      'isUscc',
      'mobile',
      'money',
      'moneyFen',
      'newPassword',
      'noParentheses',
      'passwordInput',
      'smsCode',
      'uscc',
      'usccCheckChar',
      'userName',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import * as contract from './contract/index';
import * as root from './index';
import * as money from './money/index';
import * as validators from './validators/index';

// An accidental change of the public surface shows up here; update the snapshot only on purpose.
describe('public exports', () => {
  it("'.' entry", () => {
    expect(Object.keys(root).sort()).toMatchSnapshot();
  });
  it("'./contract' entry", () => {
    expect(Object.keys(contract).sort()).toMatchSnapshot();
  });
  it('the agreed client surface is there', () => {
    for (const name of [
      'createClient',
      'loadSession',
      'availableProducts',
      'roleState',
      'ApiError',
      'NetworkError',
      'UnauthorizedError',
      'ReplayError',
      'NETWORK_ABNORMAL_MESSAGE',
      'safeReturnAddress',
      'ApiProvider',
      'useApiClient',
      'usePlatformConfig',
      'useUnreadCount',
      'useTodoCount',
      'useHolidays',
      'useDicts',
      'useProductConfig',
      'useCustomerService',
      'encryptText',
      'fetchSigningOriginal',
      'useEndpoint',
      'login',
      'logout',
      'uploadFile',
    ]) {
      expect(root, name).toHaveProperty(name);
    }
  });
});

// Entries imported by the server and the UI alike (the same rules on both sides, design.md §5.7): each name is listed
// here, so the surface changes only on purpose.
describe.each([
  [
    "'./money'",
    money,
    [
      'CAPITAL_LIMIT_FEN',
      'DAYS_PER_YEAR',
      'DEFERRAL_RULE_LABELS',
      'FEN_PER_YUAN',
      'MONEY_MAX_DECIMAL',
      'MONEY_MAX_FEN',
      'MONEY_MIN_FEN',
      'STATUTORY_HOLIDAYS',
      'WATERFALL_STEP_LABELS',
      'absTransferPrice',
      'addCalendarDays',
      'allocate',
      'allocationOrder',
      'amountUnitHint',
      'annualisedPercent',
      'bankAcceptanceFigures',
      'bestFitRange',
      'buyerSharePct',
      'calendarDaysBetween',
      'closedDayName',
      'collectionWaterfall',
      'coversExposure',
      'deferInterestDueDate',
      'discountFigures',
      'discountTrial',
      'divRoundHalfUp',
      'drawdownInterestFen',
      'fenToChineseCapital',
      'fenToDecimal',
      'financeFigures',
      'formatFen',
      'groupThousands',
      'interestDueDate',
      'interestFen',
      'isMoneyInRange',
      'isWeekend',
      'isWorkingDay',
      'nextWorkingDay',
      'orderFinanceCapFen',
      'orderFinanceRefusal',
      'orderLoanCharges',
      'orderLoanFunding',
      'packageRange',
      'parseFen',
      'parseRate',
      'partitionsPackage',
      'pledgeValueFen',
      'poolTermBuckets',
      'poolTotalFigures',
      'portionFen',
      'quoteForTerm',
      'rangeAmountFen',
      'splitRange',
      'splitShare',
      'statutoryHolidayOn',
      'termCovered',
      'termDays',
      'termDrawdownLimitFen',
      'toChineseCapital',
      'totalDrawdownFits',
      'voucherFinanceFigures',
    ],
  ],
  [
    "'./validators'",
    validators,
    [
      'FEEDBACK_LIMITS',
      'FEEDBACK_MOBILE_PATTERN',
      'FIXED_PHONE_PATTERN',
      'INVOICE_SPECIAL_REQUIRED',
      'INVOICE_TYPES',
      'INVOICE_TYPE_LABEL',
      'LOGIN_NAME_PATTERN',
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
      'invoiceInfoForm',
      'isIdCard',
      'isUscc',
      'loginName',
      'mobile',
      'money',
      'moneyFen',
      'newPassword',
      'noParentheses',
      'normaliseCorpName',
      'passwordHoldsName',
      'passwordInput',
      'registerCorpName',
      'registerFields',
      'registerForm',
      'resetIdentityForm',
      'resetPasswordForm',
      'smsCode',
      'uscc',
      'usccCheckChar',
      'userName',
    ],
  ],
])('%s entry', (_entry, module, expected) => {
  it('exports exactly the listed names', () => {
    expect(Object.keys(module).sort()).toEqual(expected);
  });
});

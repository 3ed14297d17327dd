/**
 * 电子账户 and 专户 (domain-lines.md §16.8) on the simulated bank (§14A.3), and the small-deposit verification of
 * §15.7 that binds an e-account to its settlement account. Amounts are decimal strings (design.md §3).
 */
import { z } from 'zod';
import { money } from '../../validators/money';
import { amountSchema, corpRefSchema } from './refs';

const businessDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

export const BANK_ACCOUNT_STATUS_LABEL = { PENDING_BIND: '待绑定', ACTIVE: '正常', FROZEN: '冻结', CLOSED: '已销户' } as const;
export type BankAccountStatus = keyof typeof BANK_ACCOUNT_STATUS_LABEL;
const ACCOUNT_STATUSES = Object.keys(BANK_ACCOUNT_STATUS_LABEL) as [BankAccountStatus, ...BankAccountStatus[]];

export const SPECIAL_PURPOSE_LABEL = { CASH_REPAY: '还款专户', EDT_COLLECT: '回款专户', POOL_MARGIN: '资产池保证金户', BAB_MARGIN: '银承保证金户' } as const;
export type SpecialPurpose = keyof typeof SPECIAL_PURPOSE_LABEL;
export const SPECIAL_PURPOSES = Object.keys(SPECIAL_PURPOSE_LABEL) as [SpecialPurpose, ...SpecialPurpose[]];

/** The states of a small-deposit verification attempt (§15.7). */
export const DEPOSIT_VERIFY_STATUS_LABEL = {
  PAYING: '打款中',
  PAID: '已打款，待回填',
  VERIFIED: '认证成功',
  PAY_FAILED: '打款失败',
  TRIES_EXCEEDED: '回填错误次数超限',
  EXPIRED: '已过期',
  CANCELLED: '已取消',
} as const;
export type DepositVerifyStatus = keyof typeof DEPOSIT_VERIFY_STATUS_LABEL;
const VERIFY_STATUSES = Object.keys(DEPOSIT_VERIFY_STATUS_LABEL) as [DepositVerifyStatus, ...DepositVerifyStatus[]];

/** The latest verification attempt of an account being bound: what the page shows (never the amount paid). */
export const depositVerifySchema = z.object({
  attemptId: z.string(),
  status: z.enum(VERIFY_STATUSES),
  accountNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /** 剩余回填次数. */
  triesLeft: z.int(),
  /** 有效期至 (the business date the amount may last be typed). */
  expiresOn: businessDateSchema.nullable(),
  failReason: z.string(),
  /** 今日剩余打款次数. */
  todayLeft: z.int(),
});
export type DepositVerify = z.infer<typeof depositVerifySchema>;

/** One e-account of the corporation as 电子账户 lists it. */
export const eAccountSchema = z.object({
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** 绑定结算账户, masked; null while unbound. */
  boundAccountNo: z.string().nullable(),
  boundBankName: z.string().nullable(),
  balance: amountSchema,
  frozen: amountSchema,
  available: amountSchema,
  verification: depositVerifySchema.nullable(),
  /** A 提现 waiting for the director's signature (its amount is frozen meanwhile). */
  pendingWithdrawal: z.object({ appNo: z.string(), amount: amountSchema }).nullable(),
});
export type EAccount = z.infer<typeof eAccountSchema>;

/** What the 开户 form shows read-only and offers: the corporation, and the banks (FIs) that open accounts. */
export const eAccountOptionsSchema = z.object({ corpName: z.string(), uscc: z.string(), banks: z.array(corpRefSchema) });
export type EAccountOptions = z.infer<typeof eAccountOptionsSchema>;

const mobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '请输入正确的手机号');
export const eAccountSmsSchema = z.strictObject({ mobile });
export const eAccountSmsResponseSchema = z.object({ resendAfterSeconds: z.int(), expiresInSeconds: z.int(), demoCode: z.string().optional() });

/** 电子账户开户 (§16.8): the form's and the server's one schema. */
export const eAccountApplySchema = z.strictObject({
  bankCorpId: z.string().trim().min(1, '请选择开户银行').max(64),
  legalRepName: z.string().trim().min(1, '请输入法定代表人').max(30, '法定代表人不能超过30个字'),
  operatorName: z.string().trim().min(1, '请输入经办人姓名').max(30, '经办人姓名不能超过30个字'),
  operatorIdNo: z
    .string()
    .trim()
    .regex(/^\d{17}[\dXx]$/, '请输入正确的身份证号'),
  operatorMobile: mobile,
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '请输入6位短信验证码'),
  agreed: z.literal(true, '请阅读并同意《电子账户服务协议》'),
});
export type EAccountApplyInput = z.input<typeof eAccountApplySchema>;

/** 电子账户绑定, step 1: the settlement account of the same name the bank pays the verification deposit to. */
export const eAccountBindSchema = z.strictObject({
  accountId: z.string().min(1).max(64),
  accountName: z.string().trim().min(1, '请输入户名').max(100),
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{8,32}$/, '请输入正确的账号（8-32位数字）'),
  bankName: z.string().trim().min(1, '请输入开户行').max(100),
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{12}$/, '请输入12位联行号'),
});
export type EAccountBindInput = z.input<typeof eAccountBindSchema>;

/** Step 2: the amount received, typed back (its format is checked by the server for the §15.7 message). */
export const eAccountBackfillSchema = z.strictObject({ accountId: z.string().min(1).max(64), amount: z.string().trim().max(20) });
export const eAccountRefSchema = z.strictObject({ accountId: z.string().min(1).max(64) });

/** 提现: to the bound settlement account, signed by the director (ACCOUNT_COLLECT). */
export const withdrawalApplySchema = z.strictObject({ accountId: z.string().min(1).max(64), amount: money });
export type WithdrawalApplyInput = z.input<typeof withdrawalApplySchema>;

export const MANDATE_STATUS_LABEL = { ACTIVE: '有效', NONE: '未签署' } as const;

/** One SPECIAL account as 专户管理 lists it. */
export const specialAccountSchema = z.object({
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  purpose: z.enum(SPECIAL_PURPOSES).nullable(),
  /** 监管方. */
  controller: corpRefSchema.nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  balance: amountSchema,
  frozen: amountSchema,
  available: amountSchema,
  /** 代扣授权. */
  mandate: z.enum(['ACTIVE', 'NONE']),
});
export type SpecialAccount = z.infer<typeof specialAccountSchema>;

export const specialAccountApplySchema = z.strictObject({
  purpose: z.enum(SPECIAL_PURPOSES, '请选择用途'),
  controllerCorpId: z.string().trim().min(1, '请选择监管行').max(64),
});
export type SpecialAccountApplyInput = z.input<typeof specialAccountApplySchema>;

export const FLOW_DIRECTION_LABEL = { IN: '收入', OUT: '支出' } as const;

/** 流水 of one of the corporation's accounts, newest first; filters 交易日期 and 收支方向. */
export const accountFlowQuerySchema = z.strictObject({
  accountId: z.string().min(1).max(64),
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional(),
  direction: z.enum(['IN', 'OUT']).optional(),
});
export type AccountFlowQuery = z.input<typeof accountFlowQuerySchema>;

export const accountFlowSchema = z.object({
  flowId: z.string(),
  /** 交易时间 (ms) and the business date it was booked on. */
  at: z.number(),
  businessDate: businessDateSchema,
  /** 交易流水号 (the bank serial; '' for an opening balance or a deposit from outside). */
  bankSerial: z.string(),
  summary: z.string(),
  counterpartyName: z.string(),
  counterpartyNo: z.string(),
  income: amountSchema.nullable(),
  expense: amountSchema.nullable(),
  balance: amountSchema,
  bizRef: z.string(),
  receiptNo: z.string().nullable(),
});
export type AccountFlow = z.infer<typeof accountFlowSchema>;

/** 模拟入金 (demo tools only): credit one of the corporation's accounts from outside. */
export const demoDepositSchema = z.strictObject({ accountId: z.string().min(1).max(64), amount: money });
/** 查看模拟银行入账 (demo tools only): the credits the simulated bank booked to an account number. */
export const demoCreditQuerySchema = z.strictObject({
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{8,32}$/, '请输入正确的账号（8-32位数字）'),
});
export const demoCreditSchema = z.object({ at: z.number(), payerName: z.string(), amount: amountSchema, remark: z.string() });
export type DemoCredit = z.infer<typeof demoCreditSchema>;

/**
 * 代扣授权 of a 还款专户 (domain-lines.md §16.8, §17.4): 未签署; 待生效 from signing to the next day; 有效; 已撤销 (a
 * revoked one may be signed again).
 */
export const MANDATE_STATE_LABEL = { NONE: '未签署', PENDING: '待生效', ACTIVE: '有效', REVOKED: '已撤销' } as const;
export type MandateState = keyof typeof MANDATE_STATE_LABEL;
const MANDATE_STATES = Object.keys(MANDATE_STATE_LABEL) as [MandateState, ...MandateState[]];

/** One 还款专户 as 专户绑定 shows it, with its newest 代扣授权 and the issuer's 支付通 not yet settled. */
export const repayMandateSchema = z.object({
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /** 监管方. */
  controller: corpRefSchema.nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  available: amountSchema,
  state: z.enum(MANDATE_STATES),
  mandate: z
    .object({
      mandateNo: z.string(),
      signedBy: z.string(),
      signedOn: businessDateSchema,
      effectiveFrom: businessDateSchema,
      revokedOn: businessDateSchema.nullable(),
    })
    .nullable(),
  /** 未到期支付通: the corporation's vouchers not settled (revoking is refused while there are any). */
  outstandingVouchers: z.number().int().min(0),
});
export type RepayMandate = z.infer<typeof repayMandateSchema>;

import { z } from 'zod';
import { money } from '../../validators/money';
import { appNoSchema, APP_STATUSES, BIZ_TYPES } from './application';
import { labelKeys } from './labels';
import { requiredOpinionSchema } from './opinion';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * The asset pool (资产池, domain-lines.md §18.7, seed §13.10): a supplier's pond at a bank, its assets (credits) valued at
 * the pledge rate, its drawdowns against 池额度 and the four flows 入池, 提款, 还款, 出池 on the applications engine.
 */
export const POND_STATUS_LABEL = { ACTIVE: '生效', FROZEN: '冻结', CLOSED: '已关闭' } as const;
export type PondStatus = keyof typeof POND_STATUS_LABEL;
export const POND_STATUSES = labelKeys(POND_STATUS_LABEL);

export const POND_CREDIT_MODE_LABEL = { TOTAL: '总额模式', TERM: '期限配比模式' } as const;
export type PondCreditMode = keyof typeof POND_CREDIT_MODE_LABEL;
export const POND_CREDIT_MODES = labelKeys(POND_CREDIT_MODE_LABEL);

export const POND_ASSET_STATUS_LABEL = {
  PENDING_IN: '入池中',
  IN_POOL: '在池',
  PENDING_OUT: '出池中',
  OUT: '已出池',
  MATURED: '已到期回款',
  REJECTED: '入池被拒',
} as const;
export type PondAssetStatus = keyof typeof POND_ASSET_STATUS_LABEL;
export const POND_ASSET_STATUSES = labelKeys(POND_ASSET_STATUS_LABEL);

export const POND_DRAWDOWN_STATUS_LABEL = {
  PENDING_REVIEW: '待复核',
  PENDING_FI: '待金融机构审批',
  FUNDED: '未结清',
  REPAID: '已结清',
  OVERDUE: '逾期',
  REJECTED: '已拒绝',
  CANCELLED: '已撤销',
} as const;
export type PondDrawdownStatus = keyof typeof POND_DRAWDOWN_STATUS_LABEL;
export const POND_DRAWDOWN_STATUSES = labelKeys(POND_DRAWDOWN_STATUS_LABEL);

/** Where a repayment is paid from: the pledgor's 结算账户 or the pond's 保证金 account. */
export const POND_REPAY_SOURCE_LABEL = { SETTLEMENT: '结算账户', MARGIN: '保证金' } as const;
export type PondRepaySource = keyof typeof POND_REPAY_SOURCE_LABEL;
export const POND_REPAY_SOURCES = labelKeys(POND_REPAY_SOURCE_LABEL);

/** The refusals of §18.7, verbatim. */
export const POND_REFUSALS = {
  limit: (available: string) => `池额度不足，当前可用额度为${available}元`,
  term: '资产剩余期限不足30天，不能入池',
  occupied: '资产已被其他申请占用',
  frozen: '资产池已冻结，暂不能办理',
  afterEnd: '提款到期日不能晚于资产池到期日',
  level: '池水位低于融资敞口，暂停提款',
  termLimit: (dueDate: string, max: string) => `按期限配比，到期日为${dueDate}的提款最多可提${max}元`,
  out: '出池后池额度不足以覆盖已提款金额，不能出池',
  repayOpen: '已有处理中的还款申请',
  /** 保证金提取 (§18.7 gives no words; these follow 池额度不足…): more than 可提取, or a second one while one is open. */
  marginLimit: (max: string) => `保证金提取金额超过可提取金额，当前可提取金额为${max}元`,
  marginOpen: '已有处理中的保证金提取申请',
} as const;

export const pondNoSchema = z.string().regex(/^PND\d{14,}$/, '资产池编号格式不正确');
export const pondAssetNoSchema = z.string().regex(/^PRC\d{14,}$/, '池内资产编号格式不正确');

/** The tiles: 池额度, 已提款敞口, 可用额度, 保证金余额, 池水位 (poolLimit ÷ exposure, %) and 池水位预警. */
export const pondFiguresSchema = z.object({
  poolLimit: amountSchema,
  exposure: amountSchema,
  available: amountSchema,
  margin: amountSchema,
  levelPercent: z.string().nullable(),
  warning: z.boolean(),
});
export type PondFigures = z.infer<typeof pondFiguresSchema>;

export const pondSchema = z.object({
  pondNo: pondNoSchema,
  pledgor: corpRefSchema,
  fi: corpRefSchema,
  creditMode: z.enum(POND_CREDIT_MODES),
  pledgeRate: z.string(),
  drawRate: z.string(),
  startDate: businessDateSchema,
  endDate: businessDateSchema,
  status: z.enum(POND_STATUSES),
  marginAccountNo: z.string(),
  figures: pondFiguresSchema,
});
export type Pond = z.infer<typeof pondSchema>;

export const pondAssetSchema = z.object({
  prNo: pondAssetNoSchema,
  assetType: z.enum(['CREDIT', 'VOUCHER']),
  assetNo: z.string(),
  amount: amountSchema,
  /** round2(amount × pledgeRate). */
  value: amountSchema,
  dueDate: businessDateSchema,
  status: z.enum(POND_ASSET_STATUSES),
  inDate: z.string().nullable(),
  outDate: z.string().nullable(),
});
export type PondAsset = z.infer<typeof pondAssetSchema>;

export const pondDrawdownSchema = z.object({
  drawdownNo: appNoSchema,
  principal: amountSchema,
  repaidPrincipal: amountSchema,
  outstanding: amountSchema,
  rate: z.string(),
  valueDate: businessDateSchema,
  dueDate: businessDateSchema,
  status: z.enum(POND_DRAWDOWN_STATUSES),
  loanNo: z.string().nullable(),
});
export type PondDrawdown = z.infer<typeof pondDrawdownSchema>;

export const pondRepaySchema = z.object({
  appNo: appNoSchema,
  drawdownNo: appNoSchema,
  principal: amountSchema,
  interest: amountSchema.nullable(),
  source: z.enum(POND_REPAY_SOURCES),
  repayDate: z.string().nullable(),
  appliedDate: businessDateSchema,
  status: z.enum(APP_STATUSES),
});
export type PondRepay = z.infer<typeof pondRepaySchema>;

/** 出入池记录: one PIN or POT application. */
export const pondMovementSchema = z.object({
  appNo: appNoSchema,
  direction: z.enum(['IN', 'OUT']),
  assetNos: z.array(z.string()),
  amount: amountSchema,
  appliedDate: businessDateSchema,
  status: z.enum(APP_STATUSES),
});
export type PondMovement = z.infer<typeof pondMovementSchema>;

export const pondDetailSchema = z.object({
  pond: pondSchema,
  assets: z.array(pondAssetSchema),
  drawdowns: z.array(pondDrawdownSchema),
  repays: z.array(pondRepaySchema),
  movements: z.array(pondMovementSchema),
  /** 可提取 of 保证金提取: the margin the pond's coverage does not need (less drawdowns and withdrawals under review). */
  marginWithdrawable: amountSchema,
});
export type PondDetail = z.infer<typeof pondDetailSchema>;

/** An application of a pond waiting on the caller (the pledgor's director: 待复核; the bank: 待金融机构审批). */
export const pondPendingSchema = z.object({
  appNo: appNoSchema,
  bizType: z.enum(BIZ_TYPES),
  pondNo: pondNoSchema,
  pledgor: corpRefSchema,
  amount: amountSchema,
  appliedDate: businessDateSchema,
  status: z.enum(APP_STATUSES),
});
export type PondPending = z.infer<typeof pondPendingSchema>;

/** A HELD credit of the pledgor that may be pooled. */
export const pondCandidateSchema = z.object({ creditNo: z.string(), amount: amountSchema, dueDate: businessDateSchema, remainDays: z.number().int() });
export type PondCandidate = z.infer<typeof pondCandidateSchema>;

const positive = money.refine((v) => Number(v) > 0, '金额须大于0');
export const pondDrawdownInputSchema = z.strictObject({ amount: positive, dueDate: businessDateSchema });
export type PondDrawdownInput = z.infer<typeof pondDrawdownInputSchema>;
export const pondInInputSchema = z.strictObject({ creditNos: z.array(z.string().min(1).max(64)).min(1, '请选择资产').max(100) });
export type PondInInput = z.infer<typeof pondInInputSchema>;
export const pondOutInputSchema = z.strictObject({ prNos: z.array(pondAssetNoSchema).min(1, '请选择资产').max(100) });
export type PondOutInput = z.infer<typeof pondOutInputSchema>;
export const pondRepayInputSchema = z.strictObject({ drawdownNo: appNoSchema, principal: positive, source: z.enum(POND_REPAY_SOURCES) });
export type PondRepayInput = z.infer<typeof pondRepayInputSchema>;

/** 保证金提取 (operator): the amount, paid from the margin account to the pledgor's settlement account at the signature. */
export const pondMarginTakeInputSchema = z.strictObject({ amount: positive });
export type PondMarginTakeInput = z.infer<typeof pondMarginTakeInputSchema>;

export const pondRejectSchema = z.strictObject({ comment: requiredOpinionSchema });

import { z } from 'zod';
import { get, post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { CASH_PLAN_STATUSES, CASH_VARIANTS, cashCalendarSchema, cashCheckSchema, cashLeafSchema, cashPlanSchema } from '../schemas/cash';
import { appNoSchema } from '../schemas/application';
import { applicationDetailSchema } from '../schemas/credit';
import { businessDateSchema } from '../schemas/refs';
import { requiredOpinionSchema } from '../schemas/opinion';
import { signaturePayloadSchema } from '../schemas/signature';

const variant = z.enum(CASH_VARIANTS).default('CASH');
const planNo = z.string().regex(/^CSH\d{14,}$/, '兑付计划编号格式不正确');

/** 兑付检查 → 提交: balance ≥ total, or 资金已备足 with the funding transfer's reference; 工行兑付 names the payer account at the other bank. */
export const cashSubmitInputSchema = z
  .strictObject({
    variant,
    dueDate: businessDateSchema,
    fundsReady: z.boolean().default(false),
    fundingRef: z.string().trim().max(64, '划款流水号不能超过64个字符').default(''),
    payerAccountNo: z.string().trim().max(32, '付款账号不能超过32位').default(''),
    payerBankName: z.string().trim().max(60, '开户行不能超过60个字').default(''),
  })
  .refine((v) => !v.fundsReady || v.fundingRef.length > 0, { message: '请填写划款流水号', path: ['fundingRef'] })
  .refine((v) => v.variant !== 'ICBC' || (/^\d{8,32}$/.test(v.payerAccountNo) && v.payerBankName.length > 0), {
    message: '请填写他行付款账号及开户行',
    path: ['payerAccountNo'],
  });
export type CashSubmitInput = z.input<typeof cashSubmitInputSchema>;

/** 兑付确认 (线下兑付): the date the core paid outside the platform and the payment's reference. */
export const cashConfirmInputSchema = z.strictObject({
  creditNo: z.string().regex(/^X[GV]\d{16,}$/, '凭证编号格式不正确'),
  paidDate: businessDateSchema,
  reference: z.string().trim().min(1, '请填写付款流水号').max(64, '付款流水号不能超过64个字符'),
});
export type CashConfirmInput = z.input<typeof cashConfirmInputSchema>;

export const cashPlanListQuerySchema = pagedQuery(
  {
    variant: z.enum(CASH_VARIANTS),
    status: z.enum(CASH_PLAN_STATUSES),
    planNo: filterText,
    dueFrom: businessDateSchema,
    dueTo: businessDateSchema,
    review: z.boolean(),
  },
  ['dueDate', 'createdAt'],
);
export type CashPlanListQuery = z.input<typeof cashPlanListQuerySchema>;

/** 兑付 (domain.md §7.8): the core's calendar, check and plan, the director's signed approval, payments, query and offline confirmation. */
export const cashEndpoints = {
  /** The month grid (`month` = YYYY-MM): per day, working or not, and the caller's leaves due by state. */
  calendar: post('/v1/cash/calendar', {
    body: z.strictObject({ month: z.string().regex(/^\d{4}-\d{2}$/, '月份格式应为YYYY-MM') }),
    response: cashCalendarSchema,
  }),
  /** Every leaf of the caller's credits due on a date (the calendar's list of a day). */
  day: post('/v1/cash/day', { body: z.strictObject({ date: businessDateSchema }), response: z.array(cashLeafSchema) }),
  /** 兑付检查 for a due date (default: the next due date with something to pay). */
  check: post('/v1/cash/check', { body: z.strictObject({ variant, dueDate: z.optional(businessDateSchema) }), response: cashCheckSchema }),
  /** Submit the plan for the date: every leaf still to pay, one line each (Σ lines = Σ credits). */
  submit: post('/v1/cash/plans/submit', { body: cashSubmitInputSchema, response: cashPlanSchema, idempotent: true }),
  plans: post('/v1/cash/plans/list', { body: cashPlanListQuerySchema, response: pageOf(cashPlanSchema) }),
  plan: post('/v1/cash/plans/{planNo}/detail', { params: { planNo }, response: cashPlanSchema }),
  /** 同意 with the director's key (the original is the credit product's `credits/{ids}/signature/assemble` of the plan number): credits 兑付中, payment starts. */
  approve: post('/v1/cash/plans/{planNo}/approve', { params: { planNo }, body: signaturePayloadSchema.strict(), response: cashPlanSchema, idempotent: true }),
  /** 退回 to the operator, with 意见. */
  return: post('/v1/cash/plans/{planNo}/return', {
    params: { planNo },
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: cashPlanSchema,
    idempotent: true,
  }),
  /** Lines not yet paid (FAILED, or still waiting) and overdue credits: what 兑付确认 may confirm. */
  unpaid: get('/v1/cash/confirm/candidates', { response: z.array(cashLeafSchema) }),
  /**
   * 兑付确认 of an offline payment: the operator proposes it (an application, 待复核); the director signs it with the key
   * (the generic approval of the application); a credit held by a bank waits for the bank's 确认收款 before 已兑付.
   */
  confirm: post('/v1/cash/confirm', { body: cashConfirmInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** 确认收款: the bank holding the credit signs with the product manager's key that the payment arrived → 已兑付. */
  receipt: post('/v1/cash/confirm/{appNo}/receipt', {
    params: { appNo: appNoSchema },
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 未收到款项: the bank refuses the confirmation, with 意见; the credit stays unpaid. */
  refuseReceipt: post('/v1/cash/confirm/{appNo}/refuse', {
    params: { appNo: appNoSchema },
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
} as const;

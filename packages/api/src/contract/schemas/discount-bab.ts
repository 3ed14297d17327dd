import { z } from 'zod';
import { money } from '../../validators/money';
import { appNoSchema } from './application';
import { BAB_ISSUE_STATUS_LABEL, appStatusLabel } from './app-status-label';
import type { AppStatus } from './application';
import { applicationDetailSchema } from './credit';
import { DISCOUNT_REFUSALS, babLineNoSchema, packageNoSchema } from './discount';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * 银承出票 (domain-lines.md §20.3): the core's operator applies for one bill per payee at a bank where it holds an
 * acceptance line (承兑额度), its director signs (BAB_APPLY for one line, BAB_ISSUE for several), the bank's client
 * manager passes it (审核通过) and its product manager accepts it (承兑, BAB_APPROVE): margin moved and frozen, fee
 * paid, the packages created 已承兑待交付.
 */

/** A BAB_ISSUE application's status in this flow's words: `appStatusLabel`'s (one home for the lists and the originals). */
export { BAB_ISSUE_STATUS_LABEL };
export const babIssueStatusLabel = (status: AppStatus): string => appStatusLabel(status, 'initiator', 'BAB_ISSUE');

/** The latest 到期日 of a bill issued on `issueDate`: six calendar months later (the last day of a shorter month). */
export function babLatestDueDate(issueDate: string): string {
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  const month0 = m - 1 + 6;
  const year = y + Math.floor(month0 / 12);
  const month = (month0 % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const positive = money.refine((v) => Number(v) > 0, '票据金额须大于0');

/** One line of the form: one payee, one bill (one package once accepted). */
export const babIssueLineInputSchema = z.strictObject({
  payeeCorpId: z.string().trim().min(1, '请选择收票人').max(32),
  amount: positive,
  dueDate: businessDateSchema,
  splittable: z.boolean(),
  notTransferable: z.boolean(),
  /** Trade background (供应链票据须登记贸易背景): the contract and at least one invoice number. */
  contractNo: z.string().trim().min(1, DISCOUNT_REFUSALS.tradeBackground).max(64, '合同编号不能超过64个字符'),
  invoiceNos: z
    .array(z.string().trim().min(1, DISCOUNT_REFUSALS.tradeBackground).max(32, '发票号码不能超过32个字符'))
    .min(1, DISCOUNT_REFUSALS.tradeBackground)
    .max(20, '每张票据最多登记20张发票'),
});
export type BabIssueLineInput = z.infer<typeof babIssueLineInputSchema>;

/**
 * 银承出票申请, shared by the form and the server: the acceptor bank, 出票日 (today, read-only), the lines; each 到期日
 * after 出票日 and at most six months after it. `appNo` resubmits a returned application with its new lines.
 */
export const babIssueInputSchema = z
  .strictObject({
    appNo: appNoSchema.optional(),
    fiCorpId: z.string().trim().min(1, '请选择承兑行').max(32),
    issueDate: businessDateSchema,
    lines: z.array(babIssueLineInputSchema).min(1, '请至少添加一张票据').max(50, '一次最多申请50张票据'),
  })
  .superRefine((v, ctx) => {
    const latest = babLatestDueDate(v.issueDate);
    v.lines.forEach((l, i) => {
      if (l.dueDate <= v.issueDate) ctx.addIssue({ code: 'custom', message: '到期日须晚于出票日', path: ['lines', i, 'dueDate'] });
      else if (l.dueDate > latest) ctx.addIssue({ code: 'custom', message: DISCOUNT_REFUSALS.tooLong, path: ['lines', i, 'dueDate'] });
    });
  });
export type BabIssueInput = z.infer<typeof babIssueInputSchema>;

/**
 * The wire shape of 银承出票申请 (types and sizes only): the server checks the body against `babIssueInputSchema`
 * itself, so a rule of the form (到期日, 贸易背景) comes back as its §20.7 refusal rather than a bare 400.
 */
export const babIssueBodySchema = z.strictObject({
  appNo: appNoSchema.optional(),
  fiCorpId: z.string().max(32),
  issueDate: businessDateSchema,
  lines: z
    .array(
      z.strictObject({
        payeeCorpId: z.string().max(32),
        amount: z.string().max(20),
        dueDate: z.string().max(10),
        splittable: z.boolean(),
        notTransferable: z.boolean(),
        contractNo: z.string().max(200),
        invoiceNos: z.array(z.string().max(64)).max(50),
      }),
    )
    .max(50),
});

/** 承兑额度: an acceptance line of a bank for the caller (total, used, frozen, 可用), with its ratios. */
export const babLineSchema = z.object({
  lineId: z.string(),
  fi: corpRefSchema,
  total: amountSchema,
  used: amountSchema,
  frozen: amountSchema,
  available: amountSchema,
  marginRatio: z.string(),
  acceptFeeRate: z.string(),
  startDate: businessDateSchema,
  endDate: businessDateSchema,
});
export type BabLine = z.infer<typeof babLineSchema>;

/** 出票明细: one line of an application as stored (BIL…), with its figures and its package once accepted. */
export const babIssueLineSchema = z.object({
  lineNo: babLineNoSchema,
  seq: z.number().int(),
  payee: corpRefSchema,
  amount: amountSchema,
  dueDate: businessDateSchema,
  splittable: z.boolean(),
  notTransferable: z.boolean(),
  contractNo: z.string(),
  invoiceNos: z.array(z.string()),
  margin: amountSchema,
  exposure: amountSchema,
  fee: amountSchema,
  packageNo: packageNoSchema.nullable(),
});
export type BabIssueLine = z.infer<typeof babIssueLineSchema>;

/** A BAB_ISSUE application with its lines, the acceptor's line and the totals (出票日 = the application's date). */
export const babIssueDetailSchema = z.object({
  application: applicationDetailSchema,
  acceptor: corpRefSchema,
  issueDate: businessDateSchema,
  marginRatio: z.string(),
  acceptFeeRate: z.string(),
  lines: z.array(babIssueLineSchema),
  totals: z.object({ amount: amountSchema, margin: amountSchema, exposure: amountSchema, fee: amountSchema }),
});
export type BabIssueDetail = z.infer<typeof babIssueDetailSchema>;

/** A row of the caller's 银承出票 lists (我的申请, 已退回, the bank's 承兑审批). */
export const babIssueRowSchema = z.object({
  appNo: appNoSchema,
  status: z.string(),
  statusLabel: z.string(),
  drawer: corpRefSchema,
  acceptor: corpRefSchema,
  payees: z.array(z.string()),
  lineCount: z.number().int(),
  amount: amountSchema,
  margin: amountSchema,
  fee: amountSchema,
  appliedDate: businessDateSchema,
  creator: z.string(),
});
export type BabIssueRow = z.infer<typeof babIssueRowSchema>;

export const BAB_ISSUE_LIST_SCOPES = ['MINE', 'RETURNED', 'REVIEW', 'FI_TODO', 'FI_DONE'] as const;
export const babIssueListQuerySchema = z.strictObject({ scope: z.enum(BAB_ISSUE_LIST_SCOPES) });
export type BabIssueListQuery = z.infer<typeof babIssueListQuerySchema>;

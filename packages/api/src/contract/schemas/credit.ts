/**
 * The credit ledger of domain.md §5–§7: credit states with their Chinese labels, and the DTOs the credit screens read
 * (credits, issue lines, an application's detail with its credits, the tree, the slip, the role homes, credit lines).
 */
import { z } from 'zod';
import { labelKeys } from './labels';
import { BIZ_TYPES, applicationRowSchema, flowRecordSchema } from './application';
import { PRODUCT_TYPES, accountRefSchema, amountSchema, businessDateSchema, contractRefSchema, corpRefSchema } from './refs';
import type { CorpRef } from './refs';

/** domain.md §7.1; terminal states marked in TERMINAL_CREDIT_STATUSES. */
export const CREDIT_STATUS_LABEL = {
  PENDING_SIGN: '待签收',
  HELD: '持有中',
  TRANSFERRING: '转让中',
  FINANCING: '融资中',
  RETURNING: '退回中',
  WITHDRAWING: '撤回中',
  RECYCLING: '回收中',
  FINANCED: '已融资',
  POOLED: '已入池',
  CASHING: '兑付中',
  OVERDUE: '逾期',
  SPLIT: '已拆分',
  CASHED: '已兑付',
  REFUSED: '已拒签',
  WITHDRAWN: '已撤回',
  RECYCLED: '已回收',
} as const;
export type CreditStatus = keyof typeof CREDIT_STATUS_LABEL;
export const CREDIT_STATUSES = labelKeys(CREDIT_STATUS_LABEL);
export const TERMINAL_CREDIT_STATUSES: readonly CreditStatus[] = ['SPLIT', 'CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED'];

/** Credit numbers (domain.md §4.3): `XG`/`XV` + yyyyMMdd + 8-digit sequence. */
export const creditNoSchema = z.string().regex(/^X[GV]\d{16,}$/, '凭证编号格式不正确');

/** One credit (电子债权凭证) as lists and details show it. */
export const creditSchema = z.object({
  creditNo: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  rootNo: z.string(),
  parentNo: z.string().nullable(),
  issuer: corpRefSchema,
  originalHolder: corpRefSchema,
  holder: corpRefSchema,
  amount: amountSchema,
  issueDate: businessDateSchema,
  dueDate: businessDateSchema,
  status: z.enum(CREDIT_STATUSES),
  /** The open application that locks it, when one does (domain.md §7.6-4). */
  lockedBy: z.object({ appNo: z.string(), bizType: z.enum(BIZ_TYPES) }).nullable(),
  remark: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

/** One receiver line of an issue application (batch mode: each line becomes its own credit). */
export const issueLineSchema = z.object({
  lineNo: z.number().int().positive(),
  receiver: corpRefSchema,
  receiverAccount: accountRefSchema.nullable(),
  amount: amountSchema,
  dueDate: businessDateSchema,
  contract: contractRefSchema,
  remark: z.string(),
  /** The credit the line created, once the issue was approved. */
  creditNo: z.string().nullable(),
});
export type IssueLine = z.infer<typeof issueLineSchema>;

/** A credit an application acts on, with the application's amount on it (transfer / return amount; the whole for others). */
export const appCreditSchema = z.object({ credit: creditSchema, amount: amountSchema });

/** An application with everything its review screen shows (parties, accounts, lines, credits, timeline). */
export const applicationDetailSchema = applicationRowSchema.extend({
  issuer: corpRefSchema.nullable(),
  issuerAccount: accountRefSchema.nullable(),
  lines: z.array(issueLineSchema),
  credits: z.array(appCreditSchema),
  /** The reason (withdraw, recycle, return) or the distribution's reason. */
  reason: z.string(),
  /** The last comment of a return or a refusal. */
  comment: z.string(),
  /** Limit distribution only: the line, the target member and the signed change. */
  limitChange: z.object({ lineId: z.string(), target: corpRefSchema, changeAmount: z.string() }).nullable(),
  /** Transfer: the trade contract with the receiver (domain.md §7.5). */
  contract: contractRefSchema.nullable(),
  /** Sign-for, transfer and return: the counterparty operator's decision, once taken (签收 or 拒签). */
  decision: z.enum(['ACCEPT', 'REFUSE']).nullable(),
  flow: z.array(flowRecordSchema),
  /**
   * The original its 同意 signs now when the type's usual one (`approvalOriginalOf`) does not say it: a step or a size
   * decides (银承出票: BAB_APPLY for one bill, BAB_ISSUE for several; the bank's BAB_APPROVE; 贴现's DISCOUNT_*).
   */
  approveOriginal: z.string().optional(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** A node of a credit's tree (the root and every split below it, domain.md §7.5). */
export interface CreditTreeNode {
  creditNo: string;
  amount: string;
  holder: CorpRef;
  /** null on a masked node: another corporation's branches, shown as one node with their sum only (creditNo ''). */
  status: CreditStatus | null;
  children: CreditTreeNode[];
}
export const creditTreeNodeSchema: z.ZodType<CreditTreeNode> = z.lazy(() =>
  z.object({
    creditNo: z.string(),
    amount: amountSchema,
    holder: corpRefSchema,
    status: z.enum(CREDIT_STATUSES).nullable(),
    children: z.array(creditTreeNodeSchema),
  }),
);

/** A party on the slip (开立/转让方, 接收方, 付款方): name, account, bank, taxpayer id (domain.md §5.3). */
export const slipPartySchema = z.object({ corpName: z.string(), accountNo: z.string(), bankName: z.string(), taxNo: z.string() });

/** The credit slip (流转单) of `/credit/sign-html` (domain.md §5.3, S5). */
export const creditSlipSchema = z.object({
  kind: z.enum(['ISSUE', 'TRANSFER']),
  /** 开立/转让编号: the credit itself for an issue, its parent for a transfer. */
  fromNo: z.string(),
  /** 接收编号. */
  creditNo: z.string(),
  /** 开立编号 (原始凭证编号). */
  rootNo: z.string(),
  from: slipPartySchema,
  to: slipPartySchema,
  payer: slipPartySchema,
  productType: z.enum(PRODUCT_TYPES),
  dueDate: businessDateSchema,
  amount: amountSchema,
  /** 开立日期 or 转让日期. */
  date: businessDateSchema,
  remark: z.string(),
  /** 使用约定: the fixed terms. */
  terms: z.array(z.string()),
  status: z.enum(CREDIT_STATUSES),
});
export type CreditSlip = z.infer<typeof creditSlipSchema>;

/** A home tile (domain.md §12): an amount in yuan or a count, with where to act on it. */
export const homeTileSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['amount', 'count']),
  value: z.string(),
  /** A second line (e.g. 共 3 笔). */
  note: z.string().nullable(),
  /** Portal path to act on it, when the caller may open it. */
  link: z.string().nullable(),
});
export type HomeTile = z.infer<typeof homeTileSchema>;

/** One role home (domain.md §12): the tiles and the lists of the caller's corporation and role. */
export const creditHomeSchema = z.object({
  tiles: z.array(homeTileSchema),
  /** The caller's work: drafts and returned applications (operators) or the approval queue (directors). */
  queue: z.array(applicationRowSchema),
  /** Credits waiting for the caller's corporation to sign for them (chain) or for the receiver (core). */
  toSign: z.array(creditSchema),
  /** How many credits wait in all (`toSign` shows the latest ten): the home offers 查看全部 when there are more. */
  toSignTotal: z.number().int().nonnegative().default(0),
  /** Outstanding credits due soonest. */
  dueSoon: z.array(creditSchema),
  /** The latest flow records of the corporation (query homes). */
  recent: z.array(flowRecordSchema),
});
export type CreditHome = z.infer<typeof creditHomeSchema>;

/** A credit line or a member's sub-limit with the §6.2 figures. */
export const limitFiguresSchema = z.object({ total: amountSchema, allocated: amountSchema, used: amountSchema, frozen: amountSchema, available: amountSchema });

export const subLimitSchema = limitFiguresSchema.extend({
  subLimitId: z.string(),
  lineId: z.string(),
  corp: corpRefSchema,
  status: z.enum(['ACTIVE', 'FROZEN']),
});
export type SubLimit = z.infer<typeof subLimitSchema>;

export const creditLineSchema = limitFiguresSchema.extend({
  lineId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  fi: corpRefSchema,
  corp: corpRefSchema,
  revolving: z.boolean(),
  startDate: businessDateSchema,
  endDate: businessDateSchema,
  status: z.enum(['PENDING', 'ACTIVE', 'EXPIRED', 'FROZEN', 'REPLACED', 'TERMINATED']),
  subLimits: z.array(subLimitSchema),
});
export type CreditLine = z.infer<typeof creditLineSchema>;

/** One entry of the FREEZE/UNFREEZE/USE/RELEASE ledger of a line (domain.md §6.3). */
export const limitLedgerEntrySchema = z.object({
  at: z.string(),
  /** The business date of the entry: 时间 shows it with the time of day of `at`. */
  businessDate: businessDateSchema,
  kind: z.enum(['FREEZE', 'UNFREEZE', 'USE', 'RELEASE']),
  bizType: z.enum(BIZ_TYPES),
  bizNo: z.string(),
  corp: corpRefSchema,
  amount: amountSchema,
});

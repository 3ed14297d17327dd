/**
 * 回款专户绑定 (domain-lines.md §16.8 专户绑定, §19.2, §19.9 invariant 4): the supplier binds one of its 回款专户 (an
 * `EDT_COLLECT` account supervised by the access's bank) to an e订通 access in force. A change is refused while an
 * order bound to the old account has a financing not settled; otherwise the bank's consent is recorded (监管行已同意)
 * and the core re-confirms the open orders.
 */
import { z } from 'zod';
import { corpRefSchema } from './refs';

/** The refusals of 回款专户绑定, verbatim (§16.8, §19.8). */
export const COLLECT_BINDING_REFUSAL = {
  openLoan: '存在未结清订单融资，回款账户不能变更',
  account: '回款账户须为贵企业在该资金方开立的e订通回款专户',
  access: '请先完成e订通准入',
  expired: '准入已过期，请重新签约',
} as const;

/** The bank's consent to a change, recorded by the simulated bank at once. */
export const FI_CONSENT_TEXT = '监管行已同意';

const accountRefSchema = z.object({ accountId: z.string(), accountNo: z.string() });

export const collectBindingChangeSchema = z.object({
  /** null on the first binding (开立后再绑定). */
  from: accountRefSchema.nullable(),
  to: accountRefSchema,
  consent: z.string(),
  /** Open orders sent back to the core for re-confirmation (已确认 → 待确认) or re-pointed while 确认中. */
  reconfirmOrders: z.number().int().min(0),
  changedBy: z.string(),
  changedOn: z.string(),
});
export type CollectBindingChange = z.infer<typeof collectBindingChangeSchema>;

/** One e订通 access of the supplier with its bound 回款专户 and the accounts it may name instead. */
export const collectBindingSchema = z.object({
  accessNo: z.string(),
  core: corpRefSchema,
  fi: corpRefSchema,
  validTo: z.string().nullable(),
  /** 准入成功 and within its validity today: only then may its account be bound or changed. */
  inForce: z.boolean(),
  account: accountRefSchema.nullable(),
  /** The supplier's ACTIVE 回款专户 supervised by this access's bank. */
  candidates: z.array(accountRefSchema),
  /** Orders bound to the current account with a financing not settled: a change is refused while > 0. */
  openLoanOrders: z.number().int().min(0),
  /** Orders bound to the current account the core would re-confirm after a change. */
  openOrders: z.number().int().min(0),
  changes: z.array(collectBindingChangeSchema),
});
export type CollectBinding = z.infer<typeof collectBindingSchema>;

export const collectBindInputSchema = z.object({ accountId: z.string().min(1, '请选择回款专户') }).strict();
export type CollectBindInput = z.infer<typeof collectBindInputSchema>;

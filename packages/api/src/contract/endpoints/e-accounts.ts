import { z } from 'zod';
import { get, post } from '../endpoint';
import { applicationDetailSchema } from '../schemas/credit';
import { collectBindInputSchema, collectBindingSchema } from '../schemas/collect-binding';
import { signaturePayloadSchema } from '../schemas/signature';
import {
  accountFlowQuerySchema,
  accountFlowSchema,
  demoCreditQuerySchema,
  demoCreditSchema,
  demoDepositSchema,
  eAccountApplySchema,
  eAccountBackfillSchema,
  eAccountBindSchema,
  eAccountOptionsSchema,
  eAccountRefSchema,
  eAccountSchema,
  eAccountSmsResponseSchema,
  eAccountSmsSchema,
  repayMandateSchema,
  specialAccountApplySchema,
  specialAccountSchema,
  withdrawalApplySchema,
} from '../schemas/e-account';

/**
 * 电子账户 and 专户 (domain-lines.md §16.8): the corporation's accounts at the simulated bank, 开户, 绑定 by small
 * deposit (§15.7), 提现 (a WITHDRAWAL application the director approves through the generic calls, signing
 * ACCOUNT_COLLECT), 专户 by purpose and their 流水, 专户绑定 (the 还款专户's 代扣授权: the director signs the
 * CONTRACT_SIGN original 《还款账户信息确认函（代扣授权）》; revoking needs no 支付通 outstanding); and the demo tools of §14A.3.
 */
export const eAccountEndpoints = {
  list: get('/v1/e-accounts', { response: z.array(eAccountSchema) }),
  options: get('/v1/e-accounts/options', { response: eAccountOptionsSchema }),
  sms: post('/v1/e-accounts/sms', { body: eAccountSmsSchema, response: eAccountSmsResponseSchema }),
  apply: post('/v1/e-accounts/apply', { body: eAccountApplySchema, response: eAccountSchema, idempotent: true }),
  bind: post('/v1/e-accounts/bind', { body: eAccountBindSchema, response: eAccountSchema }),
  backfill: post('/v1/e-accounts/bind/backfill', { body: eAccountBackfillSchema, response: eAccountSchema }),
  cancelBind: post('/v1/e-accounts/bind/cancel', { body: eAccountRefSchema, response: eAccountSchema }),
  withdraw: post('/v1/e-accounts/withdraw', { body: withdrawalApplySchema, response: applicationDetailSchema, idempotent: true }),
  specialList: get('/v1/special-accounts', { response: z.array(specialAccountSchema) }),
  specialApply: post('/v1/special-accounts/apply', { body: specialAccountApplySchema, response: specialAccountSchema, idempotent: true }),
  mandates: get('/v1/special-accounts/mandates', { response: z.array(repayMandateSchema) }),
  signMandate: post('/v1/special-accounts/{id}/mandate', { body: signaturePayloadSchema.strict(), response: repayMandateSchema, idempotent: true }),
  revokeMandate: post('/v1/special-accounts/{id}/mandate/revoke', { response: repayMandateSchema }),
  /** 回款专户绑定 (§16.8): the supplier's e订通 accesses with their bound 回款专户; bind or change one. */
  collectBindings: get('/v1/special-accounts/collect-bindings', { response: z.array(collectBindingSchema) }),
  bindCollect: post('/v1/special-accounts/collect-bindings/{id}', { body: collectBindInputSchema, response: collectBindingSchema, idempotent: true }),
  flows: get('/v1/special-accounts/flows', { query: accountFlowQuerySchema, response: z.array(accountFlowSchema) }),
  /** Whether the demo tools of §14A.3 are on (DEMO_TOOLS): the pages show 模拟入金 and 查看模拟银行入账 only then. */
  demoTools: get('/v1/demo/tools', { response: z.object({ demoTools: z.boolean() }) }),
  demoDeposit: post('/v1/demo/bank/deposit', { body: demoDepositSchema, response: specialAccountSchema }),
  demoCredits: get('/v1/demo/bank/credits', { query: demoCreditQuerySchema, response: z.array(demoCreditSchema) }),
} as const;

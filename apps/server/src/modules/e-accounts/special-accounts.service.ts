/**
 * 专户 (domain-lines.md §16.8): the corporation's SPECIAL accounts by purpose, 专户申请 (opened at once, 正常) and
 * 流水 of any of its accounts; and the demo tools of §14A.3 (模拟入金, 查看模拟银行入账), only with DEMO_TOOLS on.
 */
import { SPECIAL_PURPOSE_LABEL, accountFlowQuerySchema, specialAccountApplySchema } from '@scf/api/contract';
import type { AccountFlow, AccountFlowQuery, DemoCredit, SpecialAccount, SpecialAccountApplyInput } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { ApiError, fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { SimBank } from '../bank';
import { hasApprovedAccess } from '../edt';
import { accountByNo, accountsOf, banks, countFlows, flowsOf, hasSpecial, insertAccount, nextAccountNo, ownAccount } from './e-accounts.repo';
import type { FlowRow } from './e-accounts.repo';
import { specialAccountView } from './e-accounts.view';

export const specialAccountMessage = {
  controller: '请选择监管行',
  edtAccess: '请先完成e订通准入',
  duplicate: '贵企业已在该监管行开立该用途的专户',
} as const;

export const demoOnly = () => new ApiError(200, 'DEMO_ONLY', '仅演示环境可用');

export const specialAccounts = async (q: Queryable, actor: Actor): Promise<SpecialAccount[]> =>
  (await accountsOf(q, actor.corpId, 'SPECIAL')).map(specialAccountView);

async function ownAny(q: Queryable, actor: Actor, accountId: string, lock = false) {
  const row = await ownAccount(q, actor.corpId, accountId, lock);
  if (!row || row.account_type === 'SETTLEMENT') throw fail.notFound('账户不存在');
  return row;
}

/**
 * 专户申请: a purpose under a 监管行, opened at once. 回款专户 needs an e订通 access in force with that FI (else
 * 请先完成e订通准入).
 */
export async function applySpecialAccount(env: ServiceEnv, actor: Actor, raw: SpecialAccountApplyInput): Promise<SpecialAccount> {
  const input = specialAccountApplySchema.parse(raw);
  const accountId = await env.db.transaction(async (tx) => {
    const bank = (await banks(tx)).find((b) => b.corp_id === input.controllerCorpId);
    if (!bank) throw refuse.rule(specialAccountMessage.controller);
    if (input.purpose === 'EDT_COLLECT' && !(await hasApprovedAccess(tx, actor.corpId, bank.corp_id, env.businessDate)))
      throw refuse.rule(specialAccountMessage.edtAccess);
    if (await hasSpecial(tx, actor.corpId, input.purpose, bank.corp_id)) throw refuse.rule(specialAccountMessage.duplicate);
    const accountNo = await nextAccountNo(tx, '320501613609', 8);
    const id = `A-P${accountNo}`;
    await insertAccount(tx, {
      accountId: id,
      corpId: actor.corpId,
      accountNo,
      accountName: actor.corpName,
      bankName: bank.corp_name,
      bankCode: '105303000017',
      type: 'SPECIAL',
      status: 'ACTIVE',
      purpose: input.purpose,
      controllerCorpId: bank.corp_id,
    });
    return id;
  });
  return specialAccountView(await ownAny(env.db, actor, accountId));
}

const flowView = (f: FlowRow): AccountFlow => ({
  flowId: String(f.flow_id),
  at: Number(f.created_at),
  businessDate: f.business_date,
  bankSerial: f.bank_serial ?? '',
  summary: f.summary,
  counterpartyName: f.counterparty_name,
  counterpartyNo: f.counterparty_no,
  income: f.direction === 'IN' ? yuanOf(f.amount_fen) : null,
  expense: f.direction === 'OUT' ? yuanOf(f.amount_fen) : null,
  balance: yuanOf(f.balance_after_fen),
  bizRef: f.biz_ref,
  receiptNo: f.receipt_no,
});

/** 流水 of one of the corporation's e-accounts or special accounts. */
export async function accountFlows(q: Queryable, actor: Actor, raw: AccountFlowQuery): Promise<AccountFlow[]> {
  const query = accountFlowQuerySchema.parse(raw);
  await ownAny(q, actor, query.accountId);
  return (await flowsOf(q, query.accountId, query)).map(flowView);
}

/** 导出 of 流水: how many the filters give on one of the caller's accounts (someone else's reads as absent). */
export async function countAccountFlows(q: Queryable, actor: Actor, raw: AccountFlowQuery): Promise<number> {
  const query = accountFlowQuerySchema.parse(raw);
  await ownAny(q, actor, query.accountId);
  return countFlows(q, query.accountId, query);
}

/** The account an export of 流水 names in its 查询条件: 还款专户 3205…0003, 电子账户 3205…. */
export async function flowAccountLabel(q: Queryable, actor: Actor, accountId: string): Promise<string> {
  const a = await ownAny(q, actor, accountId);
  return `${a.purpose ? SPECIAL_PURPOSE_LABEL[a.purpose] : '电子账户'} ${a.account_no}`;
}

/** One page of 流水 for an export (every row, not the screen's first 500). */
export async function accountFlowPage(q: Queryable, actor: Actor, raw: AccountFlowQuery, page: number, size: number): Promise<AccountFlow[]> {
  const query = accountFlowQuerySchema.parse(raw);
  await ownAny(q, actor, query.accountId);
  return (await flowsOf(q, query.accountId, query, { limit: size, offset: (page - 1) * size })).map(flowView);
}

/** 模拟入金: credit one of the corporation's special (or electronic) accounts from outside the platform. */
export async function demoDeposit(env: ServiceEnv, actor: Actor, demoTools: boolean, body: { accountId: string; amount: string }): Promise<SpecialAccount> {
  if (!demoTools) throw demoOnly();
  const amountFen = parseFen(body.amount);
  if (amountFen <= 0n) throw refuse.rule('请输入入金金额');
  await env.db.transaction(async (tx) => {
    await ownAny(tx, actor, body.accountId, true);
    await SimBank.deposit(tx, { businessDate: env.businessDate, now: env.now, accountId: body.accountId, amountFen, summary: '模拟入金' });
  });
  return specialAccountView(await ownAny(env.db, actor, body.accountId));
}

/** 查看模拟银行入账: the credits booked to one of the corporation's account numbers (入账时间, 付款户名, 金额, 附言). */
export async function demoCredits(q: Queryable, actor: Actor, demoTools: boolean, accountNo: string): Promise<DemoCredit[]> {
  if (!demoTools) throw demoOnly();
  const account = await accountByNo(q, accountNo);
  if (!account || account.corp_id !== actor.corpId) return [];
  return (await flowsOf(q, account.account_id, { direction: 'IN' })).map((f) => ({
    at: Number(f.created_at),
    payerName: f.counterparty_name,
    amount: yuanOf(fenOf(f.amount_fen)),
    remark: f.remark || f.summary,
  }));
}

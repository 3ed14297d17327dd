/**
 * 电子账户 (domain-lines.md §16.8): the corporation's e-accounts, 开户 at a bank (opened at once, 待绑定; one per
 * bank), and 绑定 to a settlement account of the corporation's own name by the small deposit of §15.7 (→ 正常).
 */
import { eAccountApplySchema, eAccountBindSchema } from '@scf/api/contract';
import type { EAccount, EAccountApplyInput, EAccountBindInput, EAccountOptions } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { sendSmsCode, spendSmsCode } from '../auth';
import { attemptView, backfill, cancelAttempt, requestDeposit } from '../deposit-verify';
import {
  accountByNo,
  accountsOf,
  banks,
  bindAccount,
  hasEAccountAt,
  insertAccount,
  insertOpening,
  latestCode,
  nextAccountNo,
  ownAccount,
} from './e-accounts.repo';
import type { OwnAccountRow } from './e-accounts.repo';
import { eAccountView } from './e-accounts.view';

/** The SMS scene of 电子账户开户 (§16.8). */
export const EACCOUNT_SCENE = 'EACCOUNT';
/** The simulated bank's branch code for the accounts it opens [D]. */
const SIM_BANK_CODE = '105303000017';

export const eAccountMessage = {
  sameBank: '贵企业已在该银行开立电子账户',
  sameName: '户名须与企业名称一致',
  smsInvalid: '验证码错误或已失效，请重新获取',
  bound: '该电子账户已绑定结算账户',
  bank: '请选择开户银行',
} as const;

async function viewOf(q: Queryable, env: { businessDate: string }, r: OwnAccountRow): Promise<EAccount> {
  return eAccountView(r, await attemptView(q, env.businessDate, r.corp_id, 'EACCOUNT_BIND', r.account_id));
}

export async function eAccounts(env: ServiceEnv, actor: Actor): Promise<EAccount[]> {
  const rows = await accountsOf(env.db, actor.corpId, 'ELECTRONIC');
  return Promise.all(rows.map((r) => viewOf(env.db, env, r)));
}

async function ownEAccount(q: Queryable, actor: Actor, accountId: string, lock = false): Promise<OwnAccountRow> {
  const row = await ownAccount(q, actor.corpId, accountId, lock);
  if (!row || row.account_type !== 'ELECTRONIC') throw fail.notFound('账户不存在');
  return row;
}

async function reread(q: Queryable, env: ServiceEnv, actor: Actor, accountId: string): Promise<EAccount> {
  return viewOf(q, env, await ownEAccount(q, actor, accountId));
}

export async function eAccountOptions(db: Queryable, actor: Actor): Promise<EAccountOptions> {
  const [corp] = await db.query<{ uscc: string }>('SELECT uscc FROM corp WHERE corp_id = $1', [actor.corpId]);
  return {
    corpName: actor.corpName,
    uscc: corp?.uscc ?? '',
    banks: (await banks(db)).map((b) => ({ corpId: b.corp_id, corpName: b.corp_name })),
  };
}

/** The 经办人's code (scene EACCOUNT); in demo mode the answer carries it (§14A.3 模拟短信). */
export async function sendEAccountSms(env: ServiceEnv, mobile: string, demoTools: boolean) {
  const sent = await sendSmsCode(env.db, { mobile, scene: EACCOUNT_SCENE }, env.now);
  const demoCode = demoTools ? await latestCode(env.db, mobile, EACCOUNT_SCENE) : undefined;
  return { ...sent, ...(demoCode ? { demoCode } : {}) };
}

/**
 * 开户: the code is spent (a wrong one is counted and refused after commit), one e-account per bank, then the
 * simulated bank opens it at once in the corporation's name: 待绑定.
 */
export async function applyEAccount(env: ServiceEnv, actor: Actor, raw: EAccountApplyInput): Promise<EAccount> {
  const input = eAccountApplySchema.parse(raw);
  const opened = await env.db.transaction(async (tx) => {
    const bank = (await banks(tx)).find((b) => b.corp_id === input.bankCorpId);
    if (!bank) throw refuse.rule(eAccountMessage.bank);
    if (await hasEAccountAt(tx, actor.corpId, bank.corp_id)) throw refuse.rule(eAccountMessage.sameBank);
    if (!(await spendSmsCode(tx, { mobile: input.operatorMobile, scene: EACCOUNT_SCENE, code: input.smsCode }, env.now))) return null;
    const accountNo = await nextAccountNo(tx, '6217001369', 9);
    const accountId = `A-E${accountNo}`;
    await insertAccount(tx, {
      accountId,
      corpId: actor.corpId,
      accountNo,
      accountName: actor.corpName,
      bankName: bank.corp_name,
      bankCode: SIM_BANK_CODE,
      type: 'ELECTRONIC',
      status: 'PENDING_BIND',
    });
    await insertOpening(tx, { ...input, accountId, bankCorpId: bank.corp_id, openedBy: actor.userId, now: env.now });
    return accountId;
  });
  if (!opened) throw refuse.rule(eAccountMessage.smsInvalid);
  return reread(env.db, env, actor, opened);
}

/**
 * 绑定, step 1: a settlement account of the corporation's own name (户名须与企业名称一致, also when the bank knows
 * the number under another name); the bank pays the verification deposit into it (§15.7). A number the bank does
 * not know is opened as the corporation's settlement account, except one ending 0000 (账户不存在 → 打款失败).
 */
export async function startBind(env: ServiceEnv, actor: Actor, raw: EAccountBindInput): Promise<EAccount> {
  const input = eAccountBindSchema.parse(raw);
  await env.db.transaction(async (tx) => {
    const account = await ownEAccount(tx, actor, input.accountId, true);
    if (account.status !== 'PENDING_BIND') throw refuse.rule(eAccountMessage.bound);
    if (input.accountName !== actor.corpName) throw refuse.rule(eAccountMessage.sameName);
    const known = await accountByNo(tx, input.accountNo);
    if (known && (known.corp_id !== actor.corpId || known.account_name !== actor.corpName)) throw refuse.rule(eAccountMessage.sameName);
    let targetId = known?.account_id ?? null;
    if (!known && !input.accountNo.endsWith('0000')) {
      targetId = `A-S${input.accountNo}`;
      await insertAccount(tx, { ...input, accountId: targetId, corpId: actor.corpId, type: 'SETTLEMENT', status: 'ACTIVE' });
    }
    await requestDeposit(
      tx,
      env,
      { corpId: actor.corpId, purpose: 'EACCOUNT_BIND', subjectId: account.account_id },
      { accountId: targetId, accountNo: input.accountNo, accountName: input.accountName, bankName: input.bankName, bankCode: input.bankCode },
    );
  });
  return reread(env.db, env, actor, input.accountId);
}

/** 绑定, step 2: the amount typed back; right → bound and 正常 in the same transaction; wrong → refused after its try is counted. */
export async function backfillBind(env: ServiceEnv, actor: Actor, accountId: string, amount: string): Promise<EAccount> {
  const result = await env.db.transaction(async (tx) => {
    const account = await ownEAccount(tx, actor, accountId, true);
    if (account.status !== 'PENDING_BIND') throw refuse.rule(eAccountMessage.bound);
    const r = await backfill(tx, env, actor.corpId, accountId, amount);
    if (r.verified) {
      if (!r.attempt.account_id) throw new Error(`verified attempt ${r.attempt.attempt_id} without an account`);
      await bindAccount(tx, accountId, r.attempt.account_id);
    }
    return r;
  });
  if (!result.verified) throw refuse.rule(result.message);
  return reread(env.db, env, actor, accountId);
}

/** 更换账户: the open deposit attempt is cancelled, so another account may be asked for. */
export async function cancelBind(env: ServiceEnv, actor: Actor, accountId: string): Promise<EAccount> {
  await env.db.transaction(async (tx) => {
    await ownEAccount(tx, actor, accountId, true);
    await cancelAttempt(tx, env.now, actor.corpId, accountId);
  });
  return reread(env.db, env, actor, accountId);
}

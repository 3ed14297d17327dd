/**
 * 专户绑定 of a 还款专户 (domain-lines.md §16.8, §17.4): the director signs 《还款账户信息确认函（代扣授权）》 with the
 * role's key (the CONTRACT_SIGN original, by account) and the 代扣授权 is ACTIVE from the next day; revoking is
 * refused while the corporation has 支付通 outstanding.
 */
import type { RepayMandate, SignaturePayload } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { fail } from '../../platform/api-error';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { runKeySignedOperation } from '../ukey';
import { insertMandate, mandatedElsewhere, nextMandateNo, outstandingVouchers, repayAccountRow, repayAccountsOf, revokeMandate } from './mandate.repo';
import type { RepayAccountRow } from './mandate.repo';

export const MANDATE_TITLE = '还款账户信息确认函（代扣授权）';

export const mandateMessage = {
  director: '代扣授权须由主管使用Ukey签署',
  revokeDirector: '撤销代扣授权须由主管办理',
  accountState: '还款专户状态异常，不能签署代扣授权',
  signed: '该还款专户已签署代扣授权',
  elsewhere: '贵企业已有其他还款专户签署代扣授权，请先撤销',
  notSigned: '该还款专户未签署代扣授权',
  outstanding: '存在未到期支付通，不能撤销代扣授权',
} as const;

const BUSINESS_TYPE = 'CONTRACT_SIGN';

const stateOf = (r: RepayAccountRow, today: string): RepayMandate['state'] => {
  if (!r.mandate_status) return 'NONE';
  if (r.mandate_status === 'REVOKED') return 'REVOKED';
  return (r.effective_from ?? '') > today ? 'PENDING' : 'ACTIVE';
};

const view = (r: RepayAccountRow, today: string, outstanding: number): RepayMandate => ({
  accountId: r.account_id,
  accountNo: r.account_no,
  accountName: r.account_name,
  bankName: r.bank_name,
  controller: r.controller_corp_id ? { corpId: r.controller_corp_id, corpName: r.controller_name ?? '' } : null,
  status: r.status,
  available: fenToDecimal(fenOf(r.balance_fen) - fenOf(r.frozen_fen)),
  state: stateOf(r, today),
  mandate: r.mandate_no
    ? { mandateNo: r.mandate_no, signedBy: r.signer_name ?? '', signedOn: r.signed_on ?? '', effectiveFrom: r.effective_from ?? '', revokedOn: r.revoked_on }
    : null,
  outstandingVouchers: outstanding,
});

/** 专户绑定's list: the corporation's 还款专户 with their 代扣授权. */
export async function repayMandates(env: ServiceEnv, actor: Actor): Promise<RepayMandate[]> {
  const outstanding = await outstandingVouchers(env.db, actor.corpId);
  return (await repayAccountsOf(env.db, actor.corpId)).map((r) => view(r, env.businessDate, outstanding));
}

async function load(q: Queryable, actor: Actor, accountId: string, lock = false): Promise<RepayAccountRow> {
  const row = await repayAccountRow(q, actor.corpId, accountId, lock);
  if (!row) throw fail.notFound('账户不存在');
  return row;
}

async function oneView(env: ServiceEnv, q: Queryable, actor: Actor, accountId: string): Promise<RepayMandate> {
  return view(await load(q, actor, accountId), env.businessDate, await outstandingVouchers(q, actor.corpId));
}

/** The rules of signing, checked when the original is served and again in the signed transaction. */
async function checkSignable(q: Queryable, actor: Actor, r: RepayAccountRow): Promise<void> {
  if (actor.role !== 'ROLE_DIRECTOR') throw refuse.rule(mandateMessage.director);
  if (r.status !== 'ACTIVE') throw refuse.rule(mandateMessage.accountState);
  if (r.mandate_status === 'ACTIVE') throw refuse.rule(mandateMessage.signed);
  if (await mandatedElsewhere(q, actor.corpId, r.account_id)) throw refuse.rule(mandateMessage.elsewhere);
}

const scopeOf = (actor: Actor, r: RepayAccountRow): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: BUSINESS_TYPE,
  businessIds: [r.account_id],
  stateDigest: stateDigest({ accountId: r.account_id, accountNo: r.account_no, status: r.status, mandate: r.mandate_no ?? '' }),
});

/** What the director signs: the letter's title, the account, who is debited for what, and from when. */
export async function mandateOriginal(env: ServiceEnv, actor: Actor, accountId: string): Promise<string> {
  const r = await load(env.db, actor, accountId);
  await checkSignable(env.db, actor, r);
  return issueChallenge(env.db, env.now, scopeOf(actor, r), [
    MANDATE_TITLE,
    `授权企业：${actor.corpName}`,
    `还款专户账号：${r.account_no}`,
    `户名：${r.account_name}`,
    `开户行：${r.bank_name}`,
    `监管行：${r.controller_name ?? '--'}`,
    '授权内容：本企业开立的支付通到期日，授权银行从上述还款专户自动扣划到期应付款项（凭证金额及本企业承担的利息、费用），逐笔全额扣划，余额不足的不予部分扣划。',
    `签署日期：${env.businessDate}`,
    `生效日期：${addDays(env.businessDate, 1)}`,
  ]);
}

/** Sign with the key of the current role: challenge, signature and the ACTIVE mandate (from the next day) in one transaction. */
export function signMandate(env: ServiceEnv, actor: Actor, accountId: string, payload: SignaturePayload): Promise<RepayMandate> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => scopeOf(actor, await load(tx, actor, accountId, true)),
    async effect(tx, signedBy) {
      await checkSignable(tx, actor, await load(tx, actor, accountId));
      await insertMandate(tx, {
        mandateNo: await nextMandateNo(tx, accountId),
        accountId,
        corpId: actor.corpId,
        signedBy: actor.userId,
        signedOn: env.businessDate,
        effectiveFrom: addDays(env.businessDate, 1),
        certSerial: signedBy.serialNorm ?? '',
        now: env.now,
      });
      return oneView(env, tx, actor, accountId);
    },
  });
}

/** 撤销代扣授权 (director): refused while the corporation has 支付通 outstanding. */
export async function revokeRepayMandate(env: ServiceEnv, actor: Actor, accountId: string): Promise<RepayMandate> {
  if (actor.role !== 'ROLE_DIRECTOR') throw refuse.rule(mandateMessage.revokeDirector);
  return env.db.transaction(async (tx) => {
    const r = await load(tx, actor, accountId, true);
    if (r.mandate_status !== 'ACTIVE') throw refuse.rule(mandateMessage.notSigned);
    if ((await outstandingVouchers(tx, actor.corpId)) > 0) throw refuse.rule(mandateMessage.outstanding);
    await revokeMandate(tx, accountId, actor.userId, env.businessDate);
    return oneView(env, tx, actor, accountId);
  });
}

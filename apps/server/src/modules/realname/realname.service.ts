/**
 * 实名认证 of the caller's corporation (domain-lines.md §15.4–§15.8): the state machine UNVERIFIED → VERIFYING →
 * VERIFIED / back, REAUTH_REQUIRED → VERIFIED, by Ukey认证 (the key's subject holds the USCC), 软证书认证 (the admin is the registry's legal representative) or
 * 营业执照对公账户认证 (the small deposit of modules/deposit-verify). Only an active ROLE_ADMIN runs a method.
 */
import { randomInt } from 'node:crypto';
import { licenseAccountSchema, softKeyRealnameSchema } from '@scf/api/contract';
import type { LicenseAccountInput, Realname, SoftKeyRealnameInput, UkeyRealnameInput } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { sendSmsCode, spendSmsCode } from '../auth';
import { backfill, cancelAttempt, latestAttempt, requestDeposit } from '../deposit-verify';
import { bindOwnKey } from '../ukey';
import type { UkeyEnv } from '../ukey';
import { parseCertificate } from '../../platform/signing/certificate';
import { REALNAME_MESSAGE as M, REALNAME_SCENE } from './realname.messages';
import { accountByNo, corpRealname, insertLicence, insertRecord, insertSettlement, markVerified, setState, userOf } from './realname.repo';
import type { RealnameMethodCode } from './realname.repo';
import { idCardOf, realnameView } from './realname.view';
import { lookupRegistry } from '../registry';

export { realnameView };
/** 查看模拟银行入账 (§14A.3) on the licence account: the e-accounts' demo read, served under 实名认证's routes. */
export { demoCredits } from '../e-accounts';

const recordNo = (businessDate: string): string => `RNV${businessDate.replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** The corporation, locked, when the actor may run a method now: an admin of a corporation not (or no longer) verified. */
async function lockForMethod(tx: Queryable, actor: Actor) {
  if (actor.role !== 'ROLE_ADMIN') throw refuse.rule(M.adminOnly);
  const corp = await corpRealname(tx, actor.corpId, true);
  if (corp.realname_state === 'VERIFIED') throw refuse.rule(M.verified);
  return corp;
}

async function verify(tx: Queryable, env: ServiceEnv, actor: Actor, method: RealnameMethodCode): Promise<void> {
  await markVerified(tx, { corpId: actor.corpId, method, adminUserId: actor.userId, now: env.now });
  await insertRecord(tx, {
    recordNo: recordNo(env.businessDate),
    corpId: actor.corpId,
    method,
    personName: actor.personName,
    result: 'VERIFIED',
    note: M.success,
    now: env.now,
  });
}

/** An attempt that ended without success: a FAILED record, and a VERIFYING corporation is UNVERIFIED again. */
async function attemptEnded(tx: Queryable, env: ServiceEnv, actor: Actor, note: string): Promise<void> {
  const corp = await corpRealname(tx, actor.corpId);
  if (corp.realname_state === 'VERIFYING') await setState(tx, actor.corpId, 'UNVERIFIED');
  await insertRecord(tx, {
    recordNo: recordNo(env.businessDate),
    corpId: actor.corpId,
    method: 'LICENSE_ACCOUNT',
    personName: actor.personName,
    result: 'FAILED',
    note,
    now: env.now,
  });
}

/**
 * 申请打款 (§15.7): the licence must be the admin's upload; the account is in the corporation's name and not verified
 * by another corporation; a number the simulated bank does not know becomes the corporation's 结算账户 (except one
 * ending 0000: 账户不存在 → 打款失败). Paid → VERIFYING (a corporation that must re-authenticate stays so).
 */
export async function requestLicenseDeposit(env: ServiceEnv, actor: Actor, raw: LicenseAccountInput, fieldKey: Buffer): Promise<Realname> {
  const input = licenseAccountSchema.parse(raw);
  await env.db.transaction(async (tx) => {
    const corp = await lockForMethod(tx, actor);
    const [licence] = await tx.query('SELECT 1 FROM stored_file WHERE file_id = $1 AND corp_id = $2', [input.licenceFileId, actor.corpId]);
    if (!licence) throw refuse.rule(M.licenceMissing);
    const known = await accountByNo(tx, input.accountNo);
    if (known && known.corp_id !== actor.corpId) throw refuse.rule(M.usedElsewhere);
    let accountId = known?.account_id ?? null;
    if (!known && !input.accountNo.endsWith('0000')) {
      accountId = `A-S${input.accountNo}`;
      await insertSettlement(tx, { ...input, accountId, corpId: actor.corpId, accountName: corp.corp_name });
    }
    const attempt = await requestDeposit(
      tx,
      env,
      { corpId: actor.corpId, purpose: 'LICENSE_ACCOUNT', subjectId: actor.corpId },
      { accountId, accountNo: input.accountNo, accountName: corp.corp_name, bankName: input.bankName, bankCode: input.bankCode },
    );
    await insertLicence(tx, attempt.attempt_id, actor.corpId, input.licenceFileId, input.legalRepName);
    if (attempt.status === 'PAID' && corp.realname_state === 'UNVERIFIED') await setState(tx, actor.corpId, 'VERIFYING');
    if (attempt.status === 'PAY_FAILED') await attemptEnded(tx, env, actor, `打款失败：${attempt.fail_reason}`);
  });
  return realnameView(env, actor, fieldKey);
}

/** 回填: right → VERIFIED in the same transaction; wrong → refused after its try is counted (the third ends the attempt). */
export async function backfillLicense(env: ServiceEnv, actor: Actor, amount: string, fieldKey: Buffer): Promise<Realname> {
  const result = await env.db.transaction(async (tx) => {
    await lockForMethod(tx, actor);
    const r = await backfill(tx, env, actor.corpId, actor.corpId, amount);
    if (r.verified) await verify(tx, env, actor, 'LICENSE_ACCOUNT');
    else {
      const latest = await latestAttempt(tx, actor.corpId, 'LICENSE_ACCOUNT', actor.corpId);
      if (latest?.status !== 'PAID') await attemptEnded(tx, env, actor, r.message);
    }
    return r;
  });
  if (!result.verified) throw refuse.rule(result.message);
  return realnameView(env, actor, fieldKey);
}

/** 更换账户 / 重新发起: the open attempt is cancelled and the corporation is UNVERIFIED again (if it was VERIFYING). */
export async function cancelLicense(env: ServiceEnv, actor: Actor, fieldKey: Buffer): Promise<Realname> {
  await env.db.transaction(async (tx) => {
    const corp = await lockForMethod(tx, actor);
    await cancelAttempt(tx, env.now, actor.corpId, actor.corpId);
    if (corp.realname_state === 'VERIFYING') await setState(tx, actor.corpId, 'UNVERIFIED');
  });
  return realnameView(env, actor, fieldKey);
}

/** The admin's code for 软证书认证 (scene REALNAME); in demo mode the answer carries it (§14A.3 模拟短信). */
export async function sendRealnameSms(env: ServiceEnv, actor: Actor, demoTools: boolean) {
  if (actor.role !== 'ROLE_ADMIN') throw refuse.rule(M.adminOnly);
  const admin = await userOf(env.db, actor.userId);
  if (!admin) throw refuse.rule(M.adminOnly);
  const sent = await sendSmsCode(env.db, { mobile: admin.mobile, scene: REALNAME_SCENE }, env.now);
  if (!demoTools) return sent;
  const [latest] = await env.db.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = $2 ORDER BY sent_at DESC LIMIT 1', [
    admin.mobile,
    REALNAME_SCENE,
  ]);
  return latest ? { ...sent, demoCode: latest.code } : sent;
}

/**
 * 软证书认证 (§15.6): the registry's legal representative is the typed name and ID, and the ID is the admin's; the
 * carrier confirms the admin's mobile belongs to that ID (the stub refuses mobiles ending 0000). A wrong code is
 * counted and refused after commit.
 */
export async function softKeyRealname(env: ServiceEnv, actor: Actor, raw: SoftKeyRealnameInput, fieldKey: Buffer): Promise<Realname> {
  const input = softKeyRealnameSchema.parse(raw);
  const spent = await env.db.transaction(async (tx) => {
    const corp = await lockForMethod(tx, actor);
    const admin = await userOf(tx, actor.userId);
    if (!admin) throw refuse.rule(M.adminOnly);
    const rep = (await lookupRegistry(tx, corp.uscc, corp.corp_name))?.legalRep;
    if (!rep) throw refuse.rule(M.noLegalRep);
    const idNo = input.legalRepIdNo.toUpperCase();
    const isRep = rep.name === input.legalRepName && rep.idCard === idNo && admin.person_name === rep.name;
    const adminId = idCardOf(fieldKey, admin);
    if (!isRep || (adminId !== '' && adminId !== idNo)) throw refuse.rule(M.notLegalRep);
    if (admin.mobile.endsWith('0000')) throw refuse.rule(M.mobileMismatch);
    if (!(await spendSmsCode(tx, { mobile: admin.mobile, scene: REALNAME_SCENE, code: input.smsCode }, env.now))) return false;
    await verify(tx, env, actor, 'SOFT_KEY');
    return true;
  });
  if (!spent) throw refuse.rule(M.smsInvalid);
  return realnameView(env, actor, fieldKey);
}

/**
 * Ukey认证 (§15.6): the admin presents a bank Ukey (its registration original signed, checked as 新增Ukey checks it)
 * whose certificate is in force, whose subject holds the corporation's USCC and which no other corporation holds;
 * the key is bound to the admin's role and the corporation VERIFIED, method UKEY, in one transaction.
 */
export async function ukeyRealname(env: UkeyEnv, actor: Actor, body: UkeyRealnameInput, fieldKey: Buffer): Promise<Realname> {
  const presented = parseCertificate(body.certDerB64);
  if (presented && presented.notAfter <= env.now) throw refuse.rule(M.ukeyExpired);
  await bindOwnKey(env, actor, body, async (tx, cert) => {
    const corp = await lockForMethod(tx, actor);
    if (!cert.subjectDN.toUpperCase().includes(corp.uscc)) throw refuse.rule(M.ukeySubject);
    const [elsewhere] = await tx.query('SELECT 1 FROM ukey_binding WHERE issuer_dn = $1 AND serial_norm = $2 AND corp_id <> $3', [
      cert.issuerDN,
      cert.serialNorm,
      actor.corpId,
    ]);
    if (elsewhere) throw refuse.rule(M.ukeyOtherCorp);
    await verify(tx, env, actor, 'UKEY');
  });
  return realnameView(env, actor, fieldKey);
}

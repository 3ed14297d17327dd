import { EDT_CHECK_KEYS, EDT_CHECK_LABEL, edtAccessApplySchema } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccess, EdtAccessApplyInput, EdtCheckKey, EdtSelfCheck } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, createApp, decide, detailOf, inLedger, newApp, nextAppNo, proceed } from '../applications';
import { accessByApp, accessesOf, collectAccountOf, expireStale, insertAccess, liveAccess, preconditionsOf } from './edt-access.repo';
import { EDT_REFUSAL } from './edt-order.rules';
import { accessView } from './edt.view';

/** The preconditions §19.1 names as the product's and the user's own (the rest have their own refusals). */
const OPENING: readonly EdtCheckKey[] = ['SUPPLIER_PRODUCT', 'CORE_PRODUCT', 'COUNTERPARTY', 'USER_WHITELIST'];

/**
 * 准入自检 (§19.1): every precondition of acting with the core (and the bank, when one is picked) with ✓/✗, and the
 * live access of the pair, if any: the page lists every unmet one before the form opens.
 */
export async function selfCheck(env: ServiceEnv, actor: Actor, query: { coreCorpId: string; fiCorpId?: string | undefined }): Promise<EdtSelfCheck> {
  const db = env.db;
  const flags = await preconditionsOf(db, {
    supplierCorpId: actor.corpId,
    userId: actor.userId,
    coreCorpId: query.coreCorpId,
    fiCorpId: query.fiCorpId ?? null,
  });
  const checks = EDT_CHECK_KEYS.map((key) => ({ key, label: EDT_CHECK_LABEL[key], passed: flags[key] }));
  const live = await liveAccess(db, { supplierCorpId: actor.corpId, coreCorpId: query.coreCorpId, fiCorpId: query.fiCorpId ?? null }, false);
  return { checks, ready: checks.every((c) => c.passed), access: live ? accessView(live, env.businessDate) : null };
}

/** A unique-index race lost: the other application of the trio committed first. */
const isLiveAccessRace = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505' && String((e as { message?: unknown }).message).includes('edt_access_live');

/**
 * 准入签约 (§19.2): an EAC application (待复核) of the supplier's operator, with the core and the bank, once every
 * precondition holds and no other access of the trio is open or approved (已存在有效的准入申请).
 */
export async function applyAccess(env: ServiceEnv, actor: Actor, raw: EdtAccessApplyInput): Promise<ApplicationDetail> {
  const input = edtAccessApplySchema.parse(raw);
  try {
    return await inLedger(env, acting(actor), async (ctx) => {
      const flags = await preconditionsOf(ctx.tx, {
        supplierCorpId: actor.corpId,
        userId: actor.userId,
        coreCorpId: input.coreCorpId,
        fiCorpId: input.fiCorpId,
      });
      if (OPENING.some((k) => !flags[k])) throw refuse.rule(EDT_REFUSAL.notOpened);
      if (!flags.VERIFIED) throw refuse.rule('企业尚未完成实名认证，请先完成实名认证');
      if (!flags.FI_OFFERS) throw refuse.rule('请选择为该核心企业提供e订通的资金方');
      const trio = { supplierCorpId: actor.corpId, coreCorpId: input.coreCorpId, fiCorpId: input.fiCorpId };
      await expireStale(ctx.tx, trio, ctx.businessDate);
      if (await liveAccess(ctx.tx, trio, true)) throw refuse.rule(EDT_REFUSAL.accessExists);
      if (input.collectAccountId && !(await collectAccountOf(ctx.tx, { accountId: input.collectAccountId, ...trio })))
        throw refuse.rule(EDT_REFUSAL.collectAccount);
      const appNo = await nextAppNo(ctx.tx, 'EDT_ACCESS', ctx.businessDate);
      const app = await createApp(
        ctx,
        { ...newApp(ctx, { appNo, bizType: 'EDT_ACCESS', productType: 'EDT', amountFen: 0n }), counterpartyCorpId: input.fiCorpId },
        'SUBMIT',
        () =>
          insertAccess(ctx.tx, {
            appNo,
            ...trio,
            tradeFen: parseFen(input.tradeAmount),
            yearsInBusiness: input.yearsInBusiness,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
            statementFileIds: input.statementFileIds,
            collectAccountId: input.collectAccountId,
            appliedOn: ctx.businessDate,
          }),
      );
      return detailOf(ctx.tx, ctx.actor, app);
    });
  } catch (e) {
    if (isLiveAccessRace(e)) throw refuse.rule(EDT_REFUSAL.accessExists);
    throw e;
  }
}

/** 准入查询 (supplier) and 准入审核 (bank): the accesses the corporation is a party to. */
export async function accesses(env: ServiceEnv, actor: Actor): Promise<EdtAccess[]> {
  return (await accessesOf(env.db, actor.corpId)).map((a) => accessView(a, env.businessDate));
}

/** An access application the caller's bank reviews; 404 for any other number. */
async function reviewedAccess(db: Queryable, actor: Actor, appNo: string): Promise<void> {
  const a = await accessByApp(db, appNo, false);
  if (!a || a.fi_corp_id !== actor.corpId) throw refuse.appNotFound();
}

/** The bank client manager's 通过: the access is 准入成功 for a year. */
export async function passAccess(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> {
  await reviewedAccess(env.db, actor, appNo);
  return proceed(env, actor, appNo, 'DECIDE', comment);
}

/** The bank client manager's 拒绝 (意见 required): 准入拒绝. */
export async function rejectAccess(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> {
  await reviewedAccess(env.db, actor, appNo);
  return decide(env, actor, appNo, 'REJECT', comment);
}

/**
 * The CONTRACT_SIGN original of an e订通 application (§14A.5): 《e订通业务合作协议》 for an access, 《订单确认及回款账户确认书》
 * for an order confirmation; the engine checks that it is the caller's step (the director of the applicant) and state.
 */
export const edtContractOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'CONTRACT_SIGN');

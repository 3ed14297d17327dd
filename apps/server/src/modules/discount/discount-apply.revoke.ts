import { BIZ_TYPE_LABEL, DISCOUNT_REFUSALS, appStatusLabel } from '@scf/api/contract';
import type { DiscountDetail, SignaturePayload } from '@scf/api/contract';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { ledgerConfig } from '../config';
import type { LedgerConfig } from '../config';
import { runKeySignedOperation } from '../ukey';
import { act, acting, appDigest, approvalOriginal, inLedger, loadApp, transitionFor } from '../applications';
import type { AppRow, OriginalType } from '../applications';
import { discountLines } from './discount-apply.effects';
import { discountOriginalType } from './discount-apply.flows';
import { discountDetail } from './discount-apply.view';

// ---------------------------------------------------------------------------------------------------------------- seller 撤回

export function head(app: AppRow, step: string, corpId: string): string[] {
  const side = app.counterparty_corp_id === corpId ? 'counterparty' : 'initiator';
  return [
    `${BIZ_TYPE_LABEL[app.biz_type]}${step}`,
    `申请编号：${app.app_no}`,
    `申请企业：${app.applicant_name}`,
    `申请状态：${appStatusLabel(app.status, side, app.biz_type)}`,
  ];
}

function revokeScope(config: LedgerConfig, actor: Actor, app: AppRow): ChallengeScope {
  if (app.status === 'COMPLETED') throw refuse.rule(DISCOUNT_REFUSALS.fiSigned);
  transitionFor(config, app, 'EXPIRE', acting(actor));
  return {
    userId: actor.userId,
    roleCode: actor.role,
    businessType: discountOriginalType(app, 'revoke'),
    businessIds: [app.app_no],
    stateDigest: appDigest(app),
  };
}

const oneId = (ids: readonly string[]): string => {
  if (ids.length !== 1 || !ids[0]) throw refuse.rule('一次只能签署一笔申请');
  return ids[0];
};

/** The DISCOUNT_*_REVOKE original: the seller's director 撤回 before the bank signs. */
export async function revokeOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[], type: OriginalType): Promise<string> {
  const app = await loadApp(env.db, actor, oneId(ids), false);
  if (discountOriginalType(app, 'revoke') !== type) throw refuse.rule('签名原文类型与业务不符');
  const scope = revokeScope(await ledgerConfig(env.db), actor, app);
  return issueChallenge(env.db, env.now, scope, [...head(app, '撤回', actor.corpId), ...(await discountLines(env.db, app, 'revoke'))]);
}

/** The DISCOUNT_*_SIGN and *_RECEIVE originals: the engine's approval original of the application's status. */
export const approveOriginal = (env: ServiceEnv, actor: Actor, ids: readonly string[], type: OriginalType): Promise<string> =>
  approvalOriginal(env, actor, oneId(ids), type);

/** 撤回 (signed): in 待买方确认付息 / 待银行签收 / 待终审 → 已撤回, the ranges 持有中; after the bank signed: 银行已签收，不能撤回. */
export function revoke(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  let locked: AppRow | undefined;
  let config: LedgerConfig | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      locked = await loadApp(tx, actor, appNo, true);
      config = await ledgerConfig(tx);
      return revokeScope(config, actor, locked);
    },
    effect: (tx, signedBy) =>
      inLedger(
        { db: tx, now: env.now, businessDate: env.businessDate },
        acting(actor),
        async (ctx) => {
          await act(ctx, locked!, 'EXPIRE');
          return discountDetail(tx, actor, appNo);
        },
        signedBy.serialNorm,
        config,
      ),
  });
}

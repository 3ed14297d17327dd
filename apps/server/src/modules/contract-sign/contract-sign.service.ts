import type { Actor } from '../../platform/security/actor';
import { checkMenu } from '../../platform/security/access-check';
import type { ServiceEnv } from '../../platform/service-env';
import { changeOriginal } from '../info-change';
import { mandateOriginal } from '../e-accounts';
import { EDT_CONTRACT_NO, edtContractOriginal } from '../edt';
import { absOriginal } from '../abs';
import { BAB_REVOKE_NO, DISCOUNT_APP_NO, discountPayerOriginal, revokeOriginal } from '../discount';

/** An 企业信息变更 draft's number (BG + day + sequence, info-change.repo's insertDraft). */
const INFO_CHANGE_NO = /^BG\d{14,}$/;
/** An ABS application's number: a batch's 应付账款确认函 (APR) or a transfer's documents (ABT). */
const ABS_APP_NO = /^(APR|ABT|APF)\d{14,}$/;
const INFO_CHANGE_PAGE = { menu: '/my/enterprise-info/info-update' } as const;
const MANDATE_PAGE = { menu: '/my/electronic-account/special-account/bind' } as const;

/**
 * The CONTRACT_SIGN original (spec §7: one endpoint for every contract a key signs) names these contracts: a change
 * draft's 《企业信息变更申请书》 by its number, a 还款专户's 《还款账户信息确认函（代扣授权）》 by the account, an e订通
 * application's agreement or order confirmation by its number (EAC, OCF) and the ABS documents by theirs (APR, ABT, APF).
 * Each is served under its own page's grant; an e订通 one under the engine's check that signing it is the caller's step.
 */
export async function contractOriginal(env: ServiceEnv, actor: Actor, id: string): Promise<string> {
  if (EDT_CONTRACT_NO.test(id)) return edtContractOriginal(env, actor, id);
  if (INFO_CHANGE_NO.test(id)) {
    await checkMenu(env.db, actor, INFO_CHANGE_PAGE);
    return changeOriginal(env, actor, id);
  }
  // The application's own flow checks who may sign it now (its side, role and step).
  if (ABS_APP_NO.test(id)) return absOriginal(env, actor, id);
  if (BAB_REVOKE_NO.test(id)) return revokeOriginal(env, actor, id);
  // 贴现's 买方付息确认书 (DSL, DSB): the drawer's director, checked by the discount service.
  if (DISCOUNT_APP_NO.test(id)) return discountPayerOriginal(env, actor, id);
  await checkMenu(env.db, actor, MANDATE_PAGE);
  return mandateOriginal(env, actor, id);
}

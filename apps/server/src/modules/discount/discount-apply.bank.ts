import type { DiscountDetail, SignaturePayload } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approve, decide, proceed } from '../applications';
import { discountDetail } from './discount-apply.view';

// ---------------------------------------------------------------------------------------------------------------- bank

export async function fiPass(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  await proceed(env, actor, appNo, 'DECIDE', comment);
  return discountDetail(env.db, actor, appNo);
}

export async function fiReject(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  await decide(env, actor, appNo, 'REJECT', comment);
  return discountDetail(env.db, actor, appNo);
}

/** 签收 (product manager, DISCOUNT_*_RECEIVE): the flow's settle effect is the DVP. */
export async function fiReceive(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  await approve(env, actor, appNo, payload);
  return discountDetail(env.db, actor, appNo);
}

import { REAUTH_REASON_MESSAGE } from '@scf/api/contract';
import type { Realname, ReauthReason } from '@scf/api/contract';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { maskMobile } from '../auth';
import { attemptView } from '../deposit-verify';
import { corpRealname, reauthOf, recordsOf, registryEntry, userOf } from './realname.repo';

/** `3203**********0015`: the first four and the last four characters of an ID card number (§15.1). */
export const maskIdCard = (id: string | null): string => (id && id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '');

const reasonMessage = (reason: string): string =>
  reason in REAUTH_REASON_MESSAGE ? REAUTH_REASON_MESSAGE[reason as ReauthReason] : REAUTH_REASON_MESSAGE.ADMIN_CHANGED;

/** 企业实名认证 as the caller's corporation reads it: state, method, real-name admin, re-auth alert, attempt, records. */
export async function realnameView(env: ServiceEnv, actor: Actor): Promise<Realname> {
  const q = env.db;
  const corp = await corpRealname(q, actor.corpId);
  const admin = corp.realname_admin_user_id ? await userOf(q, corp.realname_admin_user_id) : undefined;
  const self = await userOf(q, actor.userId);
  const reauth = await reauthOf(q, actor.corpId);
  const registry = await registryEntry(q, corp.uscc);
  return {
    corpName: corp.corp_name,
    uscc: corp.uscc,
    state: corp.realname_state,
    method: corp.realname_method,
    verifiedAt: corp.realname_verified_at === null ? null : toNumber(corp.realname_verified_at),
    admin: admin ? { personName: admin.person_name, idCard: maskIdCard(admin.id_card_no), mobile: maskMobile(admin.mobile) } : null,
    legalRepName: registry?.legal_rep_name ?? '',
    reauth: reauth ? { reason: reauth.reason, message: reasonMessage(reauth.reason), requiredAt: toNumber(reauth.required_at) } : null,
    mayVerify: actor.role === 'ROLE_ADMIN' && corp.realname_state !== 'VERIFIED',
    self: { personName: self?.person_name ?? actor.personName, idCardNo: self?.id_card_no ?? '', mobile: maskMobile(self?.mobile ?? '') },
    licenseAccount: await attemptView(q, env.businessDate, actor.corpId, 'LICENSE_ACCOUNT', actor.corpId),
    records: (await recordsOf(q, actor.corpId)).map((r) => ({
      recordNo: r.record_no,
      method: r.method,
      personName: r.person_name,
      at: toNumber(r.created_at),
      result: r.result,
      note: r.note,
    })),
  };
}

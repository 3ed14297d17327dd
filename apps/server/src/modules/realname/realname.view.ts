import { REAUTH_REASON_MESSAGE } from '@scf/api/contract';
import type { Realname, ReauthReason } from '@scf/api/contract';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { maskMobile } from '../auth';
import { attemptView } from '../deposit-verify';
import { decryptAtRest, maskIdCard } from '../../platform/security/field-cipher';
import { lookupRegistry } from '../registry';
import { corpRealname, reauthOf, recordsOf, userOf } from './realname.repo';

/** A user's 身份证号 in plain text (kept encrypted at rest by registration), or '' when none was given. */
export const idCardOf = (fieldKey: Buffer, user: { id_card_enc: string | null } | undefined): string =>
  (user?.id_card_enc ? decryptAtRest(fieldKey, user.id_card_enc) : null) ?? '';

const reasonMessage = (reason: string): string =>
  reason in REAUTH_REASON_MESSAGE ? REAUTH_REASON_MESSAGE[reason as ReauthReason] : REAUTH_REASON_MESSAGE.ADMIN_CHANGED;

/** 企业实名认证 as the caller's corporation reads it: state, method, real-name admin, re-auth alert, attempt, records. */
export async function realnameView(env: ServiceEnv, actor: Actor, fieldKey: Buffer): Promise<Realname> {
  const q = env.db;
  const corp = await corpRealname(q, actor.corpId);
  const admin = corp.realname_admin_user_id ? await userOf(q, corp.realname_admin_user_id) : undefined;
  const self = await userOf(q, actor.userId);
  const reauth = await reauthOf(q, actor.corpId);
  const registry = await lookupRegistry(q, corp.uscc, corp.corp_name);
  return {
    corpName: corp.corp_name,
    uscc: corp.uscc,
    state: corp.realname_state,
    method: corp.realname_method,
    verifiedAt: corp.realname_verified_at === null ? null : toNumber(corp.realname_verified_at),
    admin: admin
      ? { personName: admin.person_name, idCard: idCardOf(fieldKey, admin) && maskIdCard(idCardOf(fieldKey, admin)), mobile: maskMobile(admin.mobile) }
      : null,
    legalRepName: registry?.legalRep?.name ?? '',
    reauth: reauth ? { reason: reauth.reason, message: reasonMessage(reauth.reason), requiredAt: toNumber(reauth.required_at) } : null,
    mayVerify: actor.role === 'ROLE_ADMIN' && corp.realname_state !== 'VERIFIED',
    self: { personName: self?.person_name ?? actor.personName, idCardNo: idCardOf(fieldKey, self), mobile: maskMobile(self?.mobile ?? '') },
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

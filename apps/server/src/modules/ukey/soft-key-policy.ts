import { ERROR_CODE, SOFT_KEY_NOT_GRANTED, SOFT_KEY_ROLES } from '@scf/api/contract';
import type { RoleCode } from '@scf/api/contract';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { KeyBinding } from './ukey.repo';
import { activeBindingOf } from './ukey.repo';

/**
 * Who may enrol a soft key and what it may sign (ADR 0012). A soft key is not a Ukey equivalent (security.md §2.3):
 * only the roles that bind keys (domain.md §3.2: directors; the FI product manager) enrol one, never over an active
 * hardware Ukey, and it signs only the business types in `soft_key_biz_type` (none that moves money by default).
 */
export const softKeyRefusal = {
  notGranted: () => new ApiError(403, ERROR_CODE.forbidden, SOFT_KEY_NOT_GRANTED),
  // Business refusals the page shows inline (HTTP 200 with the code, like a wrong password): a 403 would end the
  // portal session instead of saying why.
  hardwareBound: () =>
    new ApiError(200, 'SOFT_KEY_UKEY_BOUND', '当前角色已绑定Ukey，不能仅凭密码以软证书替换；如需更换，请由主管使用原Ukey办理更换或先注销原Ukey'),
  bizType: () => new ApiError(200, 'SIGN_SOFT_KEY_NOT_ALLOWED', '软证书不能签署该业务，请使用Ukey签名'),
};

const mayEnrol = (actor: Actor): boolean =>
  SOFT_KEY_ROLES.includes(actor.role as RoleCode) && (actor.role !== 'ROLE_PRODUCT_MANAGER' || actor.corpType === 'FI');

/**
 * Refuse a soft-key enrolment the actor's current role may not make: a role without the grant (403), or one whose
 * active key is a hardware Ukey — a password alone must never replace it. Call inside the enrolment transaction.
 */
export async function checkSoftKeyEnrolment(tx: Queryable, actor: Actor): Promise<void> {
  if (!mayEnrol(actor)) throw softKeyRefusal.notGranted();
  const active = await activeBindingOf(tx, actor.userId, actor.role, true);
  if (active && active.medium === 'UKEY') throw softKeyRefusal.hardwareBound();
}

/** A soft key signs only the configured business types; a hardware Ukey signs whatever its role may. */
export async function checkSoftKeyMaySign(q: Queryable, binding: KeyBinding, businessType: string): Promise<void> {
  if (binding.medium !== 'SOFT') return;
  const allowed = await q.query('SELECT 1 FROM soft_key_biz_type WHERE business_type = $1', [businessType]);
  if (allowed.length === 0) throw softKeyRefusal.bizType();
}

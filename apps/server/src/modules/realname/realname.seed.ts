/** Demo real-name states (domain-lines.md §13.5); the simulated registry (模拟工商, §13.6) is registration's seed. */
import type { Queryable } from '../../platform/db/db';
import { encryptAtRest } from '../../platform/security/field-cipher';

/** The admins' ID cards (§13.5), encrypted at rest as registration keeps them: the soft-key method compares them with the registry. */
const ID_CARDS: ReadonlyArray<[string, string]> = [
  ['c1_admin', '320303198501010036'],
  ['s4_admin', '320303199208080048'],
  ['s6_admin', '320303198706110057'],
  ['s7_admin', '320303198909200060'],
];

const at = (businessDate: string, days: number): number => Date.parse(`${businessDate}T10:00:00+08:00`) + days * 86_400_000;

/**
 * S6 has registered and is UNVERIFIED (s6_admin identifies it). S7 was verified by license account on 2025-02-20
 * (business date − 116 days) by its former admin 沈涛 and must re-authenticate since 2025-06-13 (− 3 days): its admin
 * changed.
 */
export async function seedRealname(tx: Queryable, businessDate: string, fieldKey: Buffer): Promise<void> {
  for (const [userId, idCard] of ID_CARDS) await tx.query('UPDATE app_user SET id_card_enc = $2 WHERE user_id = $1', [userId, encryptAtRest(fieldKey, idCard)]);
  await tx.query("UPDATE corp SET realname_state = 'UNVERIFIED', authenticated = FALSE WHERE corp_id = 'S6'");
  const verifiedAt = at(businessDate, -116);
  await tx.query(
    `UPDATE corp SET realname_state = 'REAUTH_REQUIRED', authenticated = TRUE, realname_method = 'LICENSE_ACCOUNT', realname_verified_at = $1
      WHERE corp_id = 'S7'`,
    [verifiedAt],
  );
  await tx.query("INSERT INTO corp_reauth (corp_id, reason, required_at) VALUES ('S7', 'ADMIN_CHANGED', $1)", [at(businessDate, -3)]);
  await tx.query(
    `INSERT INTO realname_record (record_no, corp_id, method, person_name, result, note, created_at)
     VALUES ($1, 'S7', 'LICENSE_ACCOUNT', '沈涛', 'VERIFIED', '企业实名认证成功', $2)`,
    [`RNV${new Date(verifiedAt).toISOString().slice(0, 10).replaceAll('-', '')}000001`, verifiedAt],
  );
}

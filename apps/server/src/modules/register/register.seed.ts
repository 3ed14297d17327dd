import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import { hashPassword } from '../../platform/security/password';
import { insertRegistryRow } from '../registry';
import type { RegistryRow } from '../registry';

export interface InactiveUserSeed {
  userName: string;
  personName: string;
  mobile: string;
  corpId: string;
  role: string;
  status: 'PENDING_ACTIVATION' | 'DISABLED';
}

/**
 * The registry rows (模拟工商) and the users who cannot simply log in (§13.5–§13.6): a not yet activated one has a
 * password nobody knows (it activates through 重置密码); a disabled one keeps `password` (its refusal is the story).
 */
export async function seedRegistration(
  tx: Queryable,
  plan: { registry: readonly RegistryRow[]; users: readonly InactiveUserSeed[]; password: string },
): Promise<void> {
  for (const row of plan.registry) await insertRegistryRow(tx, row);
  for (const u of plan.users) {
    const hash = await hashPassword(u.status === 'DISABLED' ? plan.password : randomBytes(24).toString('base64'));
    await tx.query(
      `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role, status) VALUES ($1, $1, $2, $3, $4, $5, $6, $7)`,
      [u.userName, u.personName, u.mobile, u.corpId, hash, u.role, u.status],
    );
    await tx.query('INSERT INTO user_role (user_id, role_code) VALUES ($1, $2)', [u.userName, u.role]);
  }
}

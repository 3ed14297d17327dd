/** Demo real-name states (domain-lines.md §13.5) and the simulated registry (模拟工商, §13.6). */
import type { Queryable } from '../../platform/db/db';

/** Registry rows: the seeded corporations, the two for testers to register, and the two failure USCCs. */
export const REGISTRY_ROWS: ReadonlyArray<{ uscc: string; corpName: string; status: 'ACTIVE' | 'REVOKED'; legalRep: string; legalRepId: string }> = [
  { uscc: '91320300MA1XG0000F', corpName: '徐州示例重工集团有限公司', status: 'ACTIVE', legalRep: '王建国', legalRepId: '320303196505050011' },
  { uscc: '91320300MA1XG0001J', corpName: '徐州示例重工起重机械有限公司', status: 'ACTIVE', legalRep: '李志刚', legalRepId: '320303197003030016' },
  { uscc: '91320300MA1XC0011L', corpName: '江苏示例精密锻造有限公司', status: 'ACTIVE', legalRep: '周明远', legalRepId: '320303197506060012' },
  { uscc: '91320500MA1XC00122', corpName: '苏州示例钢材贸易有限公司', status: 'ACTIVE', legalRep: '沈国华', legalRepId: '320503197808080014' },
  { uscc: '91321300MA1XC00137', corpName: '宿迁示例五金加工厂', status: 'ACTIVE', legalRep: '陆建平', legalRepId: '321302198001010019' },
  { uscc: '91320700MA1XC0014J', corpName: '连云港示例新材料有限公司', status: 'ACTIVE', legalRep: '何静', legalRepId: '320303199208080048' },
  { uscc: '91320800MA1XC0015T', corpName: '淮安示例包装材料有限公司', status: 'ACTIVE', legalRep: '钱德胜', legalRepId: '320803198202020013' },
  { uscc: '91320900MA1XB0016B', corpName: '盐城示例商贸有限公司', status: 'ACTIVE', legalRep: '孔祥云', legalRepId: '320903198404040017' },
  { uscc: '91320300MA1XF0002X', corpName: '中国建设银行股份有限公司徐州分行', status: 'ACTIVE', legalRep: '高振宇', legalRepId: '320303196808080015' },
  { uscc: '91320300MA1XC00164', corpName: '徐州示例电子科技有限公司', status: 'ACTIVE', legalRep: '唐磊', legalRepId: '320303198706110057' },
  { uscc: '91320300MA1XC00177', corpName: '徐州示例机电设备有限公司', status: 'ACTIVE', legalRep: '钱坤', legalRepId: '320303198104150031' },
  { uscc: '91320300MA1XN00011', corpName: '徐州示例智能装备有限公司', status: 'ACTIVE', legalRep: '郑华', legalRepId: '320303198805120015' },
  { uscc: '91320100MA1XN0002R', corpName: '南京示例物流有限公司', status: 'ACTIVE', legalRep: '孙梅', legalRepId: '320102199003030023' },
  { uscc: '91320300MA1X99999J', corpName: '', status: 'ACTIVE', legalRep: '', legalRepId: '' },
  { uscc: '91320300MA1X98888H', corpName: '徐州示例吊销贸易有限公司', status: 'REVOKED', legalRep: '', legalRepId: '' },
];

/** The admins' ID cards (§13.5): the soft-key method compares them with the registry. */
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
export async function seedRealname(tx: Queryable, businessDate: string): Promise<void> {
  // The failure USCC 91320300MA1X99999J is "not found": no row for it.
  for (const r of REGISTRY_ROWS.filter((row) => row.corpName !== '')) {
    await tx.query('INSERT INTO sim_registry (uscc, corp_name, reg_status, legal_rep_name, legal_rep_id) VALUES ($1, $2, $3, $4, $5)', [
      r.uscc,
      r.corpName,
      r.status,
      r.legalRep,
      r.legalRepId,
    ]);
  }
  for (const [userId, idCard] of ID_CARDS) await tx.query('UPDATE app_user SET id_card_no = $2 WHERE user_id = $1', [userId, idCard]);
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

/** 模拟工商 rows and the users waiting or gone of domain-lines.md §13.5–§13.6. */
import type { InactiveUserSeed } from '../modules/register';
import type { RegistryRow } from '../modules/registry';

/**
 * A registry row for every seeded corporation (legal representatives: C1 王建国, S6 唐磊, S7 钱坤, the others
 * fictional), and N1, N2 for testers to register. The failure codes (…99999J not found, …98888H 吊销) need no row:
 * the registry's rule answers them.
 */
export const SEED_REGISTRY: readonly RegistryRow[] = [
  { uscc: '91320300MA1XG0000F', corpName: '徐州示例重工集团有限公司', legalRepName: '王建国', legalRepIdCard: '320303196805120016', status: '存续' },
  { uscc: '91320300MA1XG0001J', corpName: '徐州示例重工起重机械有限公司', legalRepName: '陈志刚', legalRepIdCard: '320303197003150015', status: '存续' },
  { uscc: '91320300MA1XC0011L', corpName: '江苏示例精密锻造有限公司', legalRepName: '周立新', legalRepIdCard: '320303197507210034', status: '存续' },
  { uscc: '91320500MA1XC00122', corpName: '苏州示例钢材贸易有限公司', legalRepName: '孙建华', legalRepIdCard: '320505197809090019', status: '在业' },
  { uscc: '91321300MA1XC00137', corpName: '宿迁示例五金加工厂', legalRepName: '朱德明', legalRepIdCard: '321302198002020031', status: '存续' },
  { uscc: '91320700MA1XC0014J', corpName: '连云港示例新材料有限公司', legalRepName: '何静', legalRepIdCard: '320303199208080048', status: '存续' },
  { uscc: '91320800MA1XC0015T', corpName: '淮安示例包装材料有限公司', legalRepName: '钱进', legalRepIdCard: '320803198506060013', status: '存续' },
  { uscc: '91320900MA1XB0016B', corpName: '盐城示例商贸有限公司', legalRepName: '冯海', legalRepIdCard: '320902198204040016', status: '存续' },
  { uscc: '91320300MA1XF0002X', corpName: '中国建设银行股份有限公司徐州分行', legalRepName: '刘振东', legalRepIdCard: '32030319661212001X', status: '存续' },
  { uscc: '91320300MA1XC00164', corpName: '徐州示例电子科技有限公司', legalRepName: '唐磊', legalRepIdCard: '320303198706110057', status: '存续' },
  { uscc: '91320300MA1XC00177', corpName: '徐州示例机电设备有限公司', legalRepName: '钱坤', legalRepIdCard: '320303198303030036', status: '存续' },
  { uscc: '91320300MA1XN00011', corpName: '徐州示例智能装备有限公司', legalRepName: '郑华', legalRepIdCard: '320303198805120015', status: '存续' },
  { uscc: '91320100MA1XN0002R', corpName: '南京示例物流有限公司', legalRepName: '孙梅', legalRepIdCard: '320102199003030023', status: '存续' },
];

/** Users of a seeded corporation that cannot log in with the demo password as they are (§13.5). */
export const SEED_INACTIVE_USERS: readonly InactiveUserSeed[] = [
  { userName: 'c1_new', personName: '周宁', mobile: '13800000107', corpId: 'C1', role: 'ROLE_OPERATOR', status: 'PENDING_ACTIVATION' },
  { userName: 'c1_left', personName: '吴昊', mobile: '13800000108', corpId: 'C1', role: 'ROLE_QUERY', status: 'DISABLED' },
];

/** Demo corporations, users and relations of domain.md §13.1–13.2 and design.md §3 "Demo accounts". */
import type { CorpType, RoleCode } from '@scf/api/contract';

export interface SeedCorp {
  corpId: string;
  corpName: string;
  uscc: string;
  corpType: CorpType;
  parentCorpId?: string;
  products: string[];
  /** False: the demo corporation has not signed the registration agreement yet (a modal forces it, spec §4). */
  agreementSigned?: boolean;
}

export const SEED_CORPS: readonly SeedCorp[] = [
  {
    corpId: 'C1',
    corpName: '徐州示例重工集团有限公司',
    uscc: '91320300MA1XG0000F',
    corpType: 'CORE',
    products: ['CREDIT', 'VOUCHER', 'EDT', 'ABS', 'DISCOUNT'],
  },
  { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司', uscc: '91320300MA1XG0001J', corpType: 'CORE', parentCorpId: 'C1', products: ['CREDIT'] },
  { corpId: 'S1', corpName: '江苏示例精密锻造有限公司', uscc: '91320300MA1XC0011L', corpType: 'CHAIN', products: ['CREDIT', 'VOUCHER', 'EDT', 'DISCOUNT'] },
  { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司', uscc: '91320500MA1XC00122', corpType: 'CHAIN', products: ['CREDIT', 'VOUCHER', 'DISCOUNT'] },
  { corpId: 'S3', corpName: '宿迁示例五金加工厂', uscc: '91321300MA1XC00137', corpType: 'CHAIN', products: ['CREDIT', 'VOUCHER', 'DISCOUNT'] },
  // A newly registered supplier that has not signed the registration agreement: the shell dialogs demo (s4_admin).
  { corpId: 'S4', corpName: '连云港示例新材料有限公司', uscc: '91320700MA1XC0014J', corpType: 'CHAIN', products: ['CREDIT'], agreementSigned: false },
  // 交易对手管理's own story (s5_op): a supplier with no relation yet, so its requests disturb no credit story.
  { corpId: 'S5', corpName: '淮安示例包装材料有限公司', uscc: '91320800MA1XC0015T', corpType: 'CHAIN', products: ['CREDIT'] },
  // On the black list (domain.md §4.7): no business, and it cannot become anyone's counterparty. No users (so no
  // agreement signer either).
  { corpId: 'B1', corpName: '盐城示例商贸有限公司', uscc: '91320900MA1XB0016B', corpType: 'CHAIN', products: ['CREDIT'], agreementSigned: false },
  // 实名认证 (domain-lines.md §13.5): S6 has registered and is UNVERIFIED; S7 must re-authenticate (its admin changed).
  { corpId: 'S6', corpName: '徐州示例电子科技有限公司', uscc: '91320300MA1XC00164', corpType: 'CHAIN', products: ['CREDIT'] },
  { corpId: 'S7', corpName: '徐州示例机电设备有限公司', uscc: '91320300MA1XC00177', corpType: 'CHAIN', products: ['CREDIT'] },
  {
    corpId: 'F1',
    corpName: '中国建设银行股份有限公司徐州分行',
    uscc: '91320300MA1XF0002X',
    corpType: 'FI',
    products: ['CREDIT', 'VOUCHER', 'EDT', 'DISCOUNT'],
  },
];

export interface SeedUser {
  userName: string;
  personName: string;
  mobile: string;
  corpId: string;
  /** The first role is the default current role. */
  roles: Array<{ role: RoleCode; ukeySuffix?: string }>;
  edtWhitelist?: boolean;
  /** 支付通权限 (`isRFTWhitelist`, domain-lines.md §13.5): without it the user sees no 支付通 and its API refuses them. */
  rftWhitelist?: boolean;
}

export const DEMO_PASSWORD = 'Demo@2025a';

export const SEED_USERS: readonly SeedUser[] = [
  {
    userName: 'c1_op',
    personName: '张伟',
    mobile: '13800000101',
    corpId: 'C1',
    roles: [{ role: 'ROLE_OPERATOR' }, { role: 'ROLE_QUERY' }],
    edtWhitelist: true,
    rftWhitelist: true,
  },
  {
    userName: 'c1_dir',
    personName: '王芳',
    mobile: '13800000102',
    corpId: 'C1',
    roles: [{ role: 'ROLE_DIRECTOR', ukeySuffix: '0101' }],
    edtWhitelist: true,
    rftWhitelist: true,
  },
  { userName: 'c1_final', personName: '李强', mobile: '13800000103', corpId: 'C1', roles: [{ role: 'ROLE_FINAL_REVIEW' }] },
  { userName: 'c1_query', personName: '刘洋', mobile: '13800000104', corpId: 'C1', roles: [{ role: 'ROLE_QUERY' }], rftWhitelist: true },
  { userName: 'c1_purchase', personName: '陈静', mobile: '13800000105', corpId: 'C1', roles: [{ role: 'ROLE_PURCHASE' }], edtWhitelist: true },
  { userName: 'c1_admin', personName: '杨帆', mobile: '13800000106', corpId: 'C1', roles: [{ role: 'ROLE_ADMIN' }] },
  { userName: 'c2_op', personName: '赵磊', mobile: '13800000201', corpId: 'C2', roles: [{ role: 'ROLE_OPERATOR' }] },
  { userName: 'c2_dir', personName: '黄敏', mobile: '13800000202', corpId: 'C2', roles: [{ role: 'ROLE_DIRECTOR', ukeySuffix: '0201' }] },
  { userName: 's1_op', personName: '周杰', mobile: '13900001101', corpId: 'S1', roles: [{ role: 'ROLE_OPERATOR' }], edtWhitelist: true, rftWhitelist: true },
  {
    userName: 's1_dir',
    personName: '吴婷',
    mobile: '13900001102',
    corpId: 'S1',
    roles: [{ role: 'ROLE_DIRECTOR', ukeySuffix: '1101' }],
    edtWhitelist: true,
    rftWhitelist: true,
  },
  { userName: 's1_query', personName: '徐明', mobile: '13900001103', corpId: 'S1', roles: [{ role: 'ROLE_QUERY' }], edtWhitelist: true, rftWhitelist: true },
  { userName: 's2_op', personName: '孙丽', mobile: '13900001201', corpId: 'S2', roles: [{ role: 'ROLE_OPERATOR' }], rftWhitelist: true },
  { userName: 's2_dir', personName: '马超', mobile: '13900001202', corpId: 'S2', roles: [{ role: 'ROLE_DIRECTOR', ukeySuffix: '1201' }], rftWhitelist: true },
  // Query users that only the 账户中心 and login-lockout stories use: they change a password and get locked out,
  // which must not touch the accounts every other story logs in with.
  { userName: 's2_query', personName: '冯雪', mobile: '13900001203', corpId: 'S2', roles: [{ role: 'ROLE_QUERY' }] },
  { userName: 's3_op', personName: '朱红', mobile: '13900001301', corpId: 'S3', roles: [{ role: 'ROLE_OPERATOR' }], rftWhitelist: true },
  { userName: 's3_dir', personName: '胡军', mobile: '13900001302', corpId: 'S3', roles: [{ role: 'ROLE_DIRECTOR', ukeySuffix: '1301' }], rftWhitelist: true },
  { userName: 's3_query', personName: '曹宇', mobile: '13900001303', corpId: 'S3', roles: [{ role: 'ROLE_QUERY' }], rftWhitelist: true },
  { userName: 's5_op', personName: '钱进', mobile: '13900001501', corpId: 'S5', roles: [{ role: 'ROLE_OPERATOR' }] },
  { userName: 's4_admin', personName: '何静', mobile: '13900001401', corpId: 'S4', roles: [{ role: 'ROLE_ADMIN' }] },
  { userName: 's6_admin', personName: '唐磊', mobile: '13900001601', corpId: 'S6', roles: [{ role: 'ROLE_ADMIN' }] },
  { userName: 's7_admin', personName: '蒋琳', mobile: '13900001701', corpId: 'S7', roles: [{ role: 'ROLE_ADMIN' }] },
  { userName: 's7_op', personName: '韩冰', mobile: '13900001702', corpId: 'S7', roles: [{ role: 'ROLE_OPERATOR' }] },
  {
    userName: 'f1_cm',
    personName: '郭鹏',
    mobile: '13700002101',
    corpId: 'F1',
    roles: [{ role: 'ROLE_CLIENT_MANAGER' }],
    edtWhitelist: true,
    rftWhitelist: true,
  },
  {
    userName: 'f1_pm',
    personName: '林娜',
    mobile: '13700002102',
    corpId: 'F1',
    roles: [{ role: 'ROLE_PRODUCT_MANAGER', ukeySuffix: '2101' }],
    edtWhitelist: true,
    rftWhitelist: true,
  },
];

export interface SeedAccount {
  accountId: string;
  corpId: string;
  accountNo: string;
  bankName: string;
  bankCode: string;
  type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  balanceFen: bigint;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    accountId: 'A-C1-SPECIAL',
    corpId: 'C1',
    accountNo: '32050161360000000001',
    bankName: '中国建设银行徐州分行营业部',
    bankCode: '105303000017',
    type: 'SPECIAL',
    balanceFen: 200_000_000n,
  },
  {
    accountId: 'A-C1-SETTLE',
    corpId: 'C1',
    accountNo: '32050161360000000002',
    bankName: '中国建设银行徐州分行营业部',
    bankCode: '105303000017',
    type: 'SETTLEMENT',
    balanceFen: 0n,
  },
  {
    accountId: 'A-C2-SETTLE',
    corpId: 'C2',
    accountNo: '32050161360000000101',
    bankName: '中国建设银行徐州经济开发区支行',
    bankCode: '105303000254',
    type: 'SETTLEMENT',
    balanceFen: 0n,
  },
  {
    accountId: 'A-S1-ELEC',
    corpId: 'S1',
    accountNo: '6217001360000011001',
    bankName: '中国建设银行徐州分行营业部',
    bankCode: '105303000017',
    type: 'ELECTRONIC',
    balanceFen: 0n,
  },
  {
    accountId: 'A-S2-SETTLE',
    corpId: 'S2',
    accountNo: '32250198880000012001',
    bankName: '中国建设银行苏州分行',
    bankCode: '105305000011',
    type: 'SETTLEMENT',
    balanceFen: 0n,
  },
  {
    accountId: 'A-S3-SETTLE',
    corpId: 'S3',
    accountNo: '32050161360000013001',
    bankName: '中国建设银行宿迁分行',
    bankCode: '105308000016',
    type: 'SETTLEMENT',
    balanceFen: 0n,
  },
];

/** domain.md §13.1: [customer, supplier] pairs; each is stored from both sides. */
export const SEED_RELATIONS: ReadonlyArray<readonly [string, string]> = [
  ['C1', 'S1'],
  ['C1', 'S2'],
  ['C1', 'S3'],
  ['C2', 'S1'],
  ['S1', 'S2'],
  ['S2', 'S3'],
];

import { z } from 'zod';
import { PRODUCTS, PRODUCT_CODES } from '../products';
import { productCodeSchema } from './session';

/** Bank account types (domain.md §5.1) with their Chinese names. */
export const BANK_ACCOUNT_TYPES = ['SETTLEMENT', 'ELECTRONIC', 'SPECIAL'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABEL: Readonly<Record<BankAccountType, string>> = { SETTLEMENT: '结算账户', ELECTRONIC: '电子账户', SPECIAL: '兑付专户' };

export const CORP_TYPE_LABEL: Readonly<Record<'CORE' | 'CHAIN' | 'FI', string>> = { CORE: '核心企业', CHAIN: '链属企业', FI: '金融机构' };
export const CORP_STATUS_LABEL: Readonly<Record<'ACTIVE' | 'FROZEN', string>> = { ACTIVE: '正常', FROZEN: '冻结' };
/** The products' default names (the product table's labels). */
export const PRODUCT_LABEL = Object.fromEntries(PRODUCT_CODES.map((code) => [code, PRODUCTS[code].label])) as Readonly<
  Record<z.infer<typeof productCodeSchema>, string>
>;

/** One account of the corporation (`/my/enterprise-info/bank-account`). */
export const bankAccountSchema = z.object({
  accountId: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  /** 联行号. */
  bankCode: z.string(),
  status: z.enum(['PENDING_BIND', 'ACTIVE', 'FROZEN', 'CLOSED']),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** 企业信息 (`/my/enterprise-info/info`, domain.md §5.1 Corp): the caller's corporation as the platform knows it. */
export const enterpriseInfoSchema = z.object({
  corpId: z.string(),
  corpName: z.string(),
  /** 统一社会信用代码. */
  uscc: z.string(),
  corpType: z.enum(['CORE', 'CHAIN', 'FI']),
  /** The group a member belongs to (a core's member company); null for a group or a corporation on its own. */
  parent: z.object({ corpId: z.string(), corpName: z.string() }).nullable(),
  authenticated: z.boolean(),
  status: z.enum(['ACTIVE', 'FROZEN']),
  openedProducts: z.array(productCodeSchema),
  /** The corporation's users by role (a user with two roles counts under each). */
  users: z.array(z.object({ role: z.string(), roleLabel: z.string(), count: z.number().int().nonnegative() })),
  /** Active Ukey bindings of the corporation's users. */
  ukeys: z.number().int().nonnegative(),
  accounts: z.array(bankAccountSchema),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;

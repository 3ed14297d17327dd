import { z } from 'zod';
import { post } from '../endpoint';
import { bankAccountSchema, enterpriseInfoSchema } from '../schemas/enterprise';

/** 企业信息 of the caller's corporation (`/my/enterprise-info/...`, domain.md §5.1), read by its administrator. */
export const enterpriseEndpoints = {
  /** The corporation: names, USCC, type, group, products, users by role, Ukeys and accounts. */
  info: post('/v1/corp/info', { response: enterpriseInfoSchema }),
  /** The corporation's bank accounts (结算账户, 电子账户, 兑付专户). */
  bankAccounts: post('/v1/corp/bank-accounts', { response: z.array(bankAccountSchema) }),
} as const;

import { post } from '../endpoint';
import { pageOf } from '../paging';
import { fiBillQuerySchema, fiBillRowSchema, maturityQuerySchema, maturityRowSchema } from '../schemas/discount-maturity';

/** 到期付款查询 of the drawer (domain-lines.md §20.6) and the bank's 票据业务查询 (§20.2). */
export const discountMaturityEndpoints = {
  /** 到期付款查询: the caller's packages paid at maturity (with their 垫款) and those coming due (待到期). */
  maturities: post('/v1/discount/maturities/list', { body: maturityQuerySchema, response: pageOf(maturityRowSchema) }),
  /** 票据业务查询: every package the calling bank accepted or holds ranges of. */
  fiBills: post('/v1/discount/fi/bills/list', { body: fiBillQuerySchema, response: pageOf(fiBillRowSchema) }),
} as const;

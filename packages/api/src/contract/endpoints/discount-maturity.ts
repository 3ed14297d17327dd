import { post } from '../endpoint';
import { pageOf } from '../paging';
import { packageNoSchema } from '../schemas/discount';
import { advanceRepaySchema, fiBillQuerySchema, fiBillRowSchema, maturityQuerySchema, maturityRowSchema } from '../schemas/discount-maturity';

/** 到期付款查询 of the drawer (domain-lines.md §20.6) and the bank's 票据业务查询 (§20.2). */
export const discountMaturityEndpoints = {
  /** 到期付款查询: the caller's packages paid at maturity (with their 垫款) and those coming due (待到期). */
  maturities: post('/v1/discount/maturities/list', { body: maturityQuerySchema, response: pageOf(maturityRowSchema) }),
  /**
   * 垫款还款 (drawer's operator or director): the 垫款 and its penalty to the business date paid from the drawer's
   * settlement account to the acceptor (receipt 垫款), 垫款已还. Refusals: not outstanding (state), the bank's 可用余额不足.
   */
  repayAdvance: post('/v1/discount/maturities/{packageNo}/repay', {
    params: { packageNo: packageNoSchema },
    body: advanceRepaySchema,
    response: maturityRowSchema,
    idempotent: true,
  }),
  /** 票据业务查询: every package the calling bank accepted or holds ranges of. */
  fiBills: post('/v1/discount/fi/bills/list', { body: fiBillQuerySchema, response: pageOf(fiBillRowSchema) }),
} as const;

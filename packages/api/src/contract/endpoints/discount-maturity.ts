import { post } from '../endpoint';
import { pageOf } from '../paging';
import { packageNoSchema } from '../schemas/discount';
import { signaturePayloadSchema } from '../schemas/signature';
import { advanceRepaySchema, fiBillQuerySchema, fiBillRowSchema, maturityQuerySchema, maturityRowSchema } from '../schemas/discount-maturity';

/** 到期付款查询 of the drawer (domain-lines.md §20.6) and the bank's 票据业务查询 (§20.2). */
export const discountMaturityEndpoints = {
  /** 到期付款查询: the caller's packages paid at maturity (with their 垫款) and those coming due (待到期). */
  maturities: post('/v1/discount/maturities/list', { body: maturityQuerySchema, response: pageOf(maturityRowSchema) }),
  /**
   * 垫款还款申请 (drawer's operator): moves no money; the row waits (repayPending) for the director's key. Refusals: not
   * outstanding, or a 还款申请 already waiting (state).
   */
  repayAdvance: post('/v1/discount/maturities/{packageNo}/repay', {
    params: { packageNo: packageNoSchema },
    body: advanceRepaySchema,
    response: maturityRowSchema,
    idempotent: true,
  }),
  /**
   * 垫款还款 signed by the drawer's director with the key (a password alone never moves money): REPAYMENT over the
   * original of `SIGNING_ORIGINALS.REPAYMENT` (id = the package number). The 垫款 and its penalty to the business date
   * go from the drawer's settlement account to the acceptor (receipt 垫款), 垫款已还. Refusals: no 还款申请 (state), the
   * operator who asked (maker–checker), the bank's 可用余额不足, a key signature that fails.
   */
  repayAdvanceSign: post('/v1/discount/maturities/{packageNo}/repay/sign', {
    params: { packageNo: packageNoSchema },
    body: signaturePayloadSchema,
    response: maturityRowSchema,
  }),
  /** 票据业务查询: every package the calling bank accepted or holds ranges of. */
  fiBills: post('/v1/discount/fi/bills/list', { body: fiBillQuerySchema, response: pageOf(fiBillRowSchema) }),
} as const;

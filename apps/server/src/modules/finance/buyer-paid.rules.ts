import { PRODUCTS } from '@scf/api/contract';
import type { BuyerPaidPreviewInput } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { productConfig } from '../config';
import type { CommitmentTerms } from './buyer-paid.repo';
import { VOUCHER_NO_FINANCE, rule } from './finance.rules';

/**
 * The terms of a core's commitment (domain-lines.md §17.2–§17.3): for credit 买方付息 only; for 支付通 the modes
 * `voucherFinanceMode` offers — SUPPLIER_PAY both 买方付息 and 协议付息, CORE_PAY 买方付息, AGREED_PAY 协议付息, NONE none.
 * 有效期至 may not lie before the business date (nor after a voucher's due date: checked per voucher).
 */
export async function commitmentTerms(
  q: Queryable,
  productType: 'CREDIT' | 'VOUCHER',
  input: Pick<BuyerPaidPreviewInput, 'interestPayer' | 'buyerSharePct' | 'validUntil'>,
  businessDate: string,
): Promise<CommitmentTerms> {
  const payer = input.interestPayer ?? 'CORE';
  const validUntil = input.validUntil ?? null;
  if (validUntil !== null && validUntil < businessDate) throw rule('有效期至不能早于当前日期');
  if (!PRODUCTS[productType].options.financeModes) {
    if (payer !== 'CORE') throw rule('电子债权凭证仅支持买方付息');
    return { interest_payer: 'CORE', buyer_share_pct: 100, valid_until: validUntil };
  }
  const mode = (await productConfig(q)).voucherFinanceMode;
  if (mode === 'NONE') throw rule(VOUCHER_NO_FINANCE);
  if (mode === 'CORE_PAY' && payer !== 'CORE') throw rule('当前支付通融资模式仅支持买方付息');
  if (mode === 'AGREED_PAY' && payer !== 'AGREED') throw rule('当前支付通融资模式仅支持协议付息');
  if (payer === 'CORE') return { interest_payer: 'CORE', buyer_share_pct: 100, valid_until: validUntil };
  if (input.buyerSharePct === undefined) throw rule('请填写买方承担比例（1–99%）');
  return { interest_payer: 'AGREED', buyer_share_pct: input.buyerSharePct, valid_until: validUntil };
}

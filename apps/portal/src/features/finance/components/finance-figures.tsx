import { INTEREST_PAYER_LABEL } from '@scf/api/contract';
import type { FinanceFiguresView } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';

/**
 * The whole calculation of a financing (domain.md §7.7): rate, fee rate, payer, value and due dates, days, then
 * interest = 融资金额 × 年化利率 × 天数 / 360 and the fee alike, each rounded half-up to the fen, and the net paid out.
 */
export function FinanceFigures({ figures, title = '融资测算', voucher = false }: { figures: FinanceFiguresView; title?: string; voucher?: boolean }) {
  // 支付通 (domain-lines.md §17.3): 利息承担方式 and 买方承担比例, what each side bears and what the issuer pays at maturity.
  const shares = voucher
    ? [
        { label: '买方承担比例', value: `${figures.buyerSharePct}%` },
        { label: '买方承担（到期随票款扣收）', value: <AmountText value={figures.buyerCharge} /> },
        { label: '卖方承担利息', value: <AmountText value={figures.sellerInterest} /> },
        { label: '卖方承担服务费', value: <AmountText value={figures.sellerServiceFee} /> },
      ]
    : [];
  return (
    <Descriptions
      title={title}
      items={[
        { label: '年化利率', value: `${figures.annualRate}%` },
        { label: '服务费率', value: `${figures.serviceFeeRate}%` },
        { label: voucher ? '利息承担方式' : '付息方式', value: INTEREST_PAYER_LABEL[figures.interestPayer] },
        { label: '起息日', value: figures.valueDate },
        { label: '到期日', value: figures.dueDate },
        { label: '融资天数', value: `${figures.days}天` },
        { label: '融资金额', value: <AmountText value={figures.financeAmount} /> },
        { label: '利息', value: <AmountText value={figures.interest} /> },
        { label: '服务费', value: <AmountText value={figures.serviceFee} /> },
        ...shares,
        { label: '实际到账金额', value: <AmountWithCapital value={figures.netAmount} label="实际到账金额" />, span: 3 },
      ]}
    />
  );
}

import { INTEREST_PAYER_LABEL } from '@scf/api/contract';
import type { FinanceFiguresView } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';

/**
 * The whole calculation of a financing (domain.md §7.7): rate, fee rate, payer, value and due dates, days, then
 * interest = 融资金额 × 年化利率 × 天数 / 360 and the fee alike, each rounded half-up to the fen, and the net paid out.
 */
export function FinanceFigures({ figures, title = '融资测算' }: { figures: FinanceFiguresView; title?: string }) {
  return (
    <Descriptions
      title={title}
      items={[
        { label: '年化利率', value: `${figures.annualRate}%` },
        { label: '服务费率', value: `${figures.serviceFeeRate}%` },
        { label: '付息方式', value: INTEREST_PAYER_LABEL[figures.interestPayer] },
        { label: '起息日', value: figures.valueDate },
        { label: '到期日', value: figures.dueDate },
        { label: '融资天数', value: `${figures.days}天` },
        { label: '融资金额', value: <AmountText value={figures.financeAmount} /> },
        { label: '利息', value: <AmountText value={figures.interest} /> },
        { label: '服务费', value: <AmountText value={figures.serviceFee} /> },
        { label: '实际到账金额', value: <AmountWithCapital value={figures.netAmount} label="实际到账金额" />, span: 3 },
      ]}
    />
  );
}

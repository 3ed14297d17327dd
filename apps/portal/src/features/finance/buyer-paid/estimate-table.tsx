import type { BuyerPaidEstimate, BuyerPaidEstimateLine } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const Totals = styled.div`
  margin-top: 16px;
`;

const COLUMNS: TableColumn<BuyerPaidEstimateLine>[] = [
  { key: 'creditNo', title: '凭证编号', width: 170, value: (l) => l.creditNo },
  { key: 'holder', title: '持有方', value: (l) => l.holder.corpName },
  { key: 'amount', title: '凭证金额', align: 'right', width: 130, value: (l) => l.amount, render: (l) => <AmountText value={l.amount} /> },
  { key: 'dueDate', title: '到期日', width: 100, value: (l) => l.dueDate },
  { key: 'days', title: '融资天数', align: 'right', width: 80, value: (l) => `${l.days}天` },
  { key: 'annualRate', title: '年化利率', align: 'right', width: 80, value: (l) => (l.annualRate === '—' ? '未配置报价' : `${l.annualRate}%`) },
  { key: 'interest', title: '预计利息', align: 'right', width: 110, value: (l) => l.interest, render: (l) => <AmountText value={l.interest} /> },
  { key: 'serviceFee', title: '预计服务费', align: 'right', width: 110, value: (l) => l.serviceFee, render: (l) => <AmountText value={l.serviceFee} /> },
];
/** 支付通 (domain-lines.md §17.3): under 协议付息 the core bears only its share; the column shows it per voucher. */
const BUYER_CHARGE: TableColumn<BuyerPaidEstimateLine> = {
  key: 'buyerCharge',
  title: '预计买方承担',
  align: 'right',
  width: 120,
  value: (l) => l.buyerCharge,
  render: (l) => <AmountText value={l.buyerCharge} />,
};

/**
 * 费用测算 of a 买方付息 application: per credit, what the core would bear were it financed in full with value date
 * `valueDate` (the FI's quote for the remaining term), and the totals — the interest and fee of each actual financing
 * are computed at its own funding date.
 */
export function BuyerPaidEstimateView({ estimate, title = '费用测算', voucher = false }: { estimate: BuyerPaidEstimate; title?: string; voucher?: boolean }) {
  const t = estimate.total;
  return (
    <>
      <Table label={title} columns={voucher ? [...COLUMNS, BUYER_CHARGE] : COLUMNS} data={estimate.lines} rowKey={(l) => l.creditNo} emptyText="未选择凭证" />
      <Totals>
        <Descriptions
          title={`${title}合计（按${estimate.valueDate}起息、全额融资测算）`}
          items={[
            { label: '凭证笔数', value: `${t.count}笔` },
            { label: '凭证金额合计', value: <AmountText value={t.amount} /> },
            { label: '预计承担利息', value: <AmountText value={t.interest} /> },
            { label: '预计承担服务费', value: <AmountText value={t.serviceFee} /> },
            {
              label: '预计承担合计',
              value: <AmountWithCapital value={fenToDecimal(parseFen(t.interest) + parseFen(t.serviceFee))} label="预计承担合计" />,
              span: 2,
            },
          ]}
        />
      </Totals>
    </>
  );
}

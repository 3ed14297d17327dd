import { useId } from 'react';
import { INTEREST_PAYER_LABEL, creditEndpoints } from '@scf/api/contract';
import type { FinanceFiguresView } from '@scf/api/contract';
import { fenToDecimal, parseFen, voucherFinanceFigures } from '@scf/api/money';
import { useEndpoint } from '@scf/api';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert } from '../../../lib/page';

/** 资料审核结论 labels of the datum verdict (domain-lines.md §17.5). */
const VERDICT_LABEL = { PASS: '审核通过', REJECT: '审核驳回', PENDING: '审核中' } as const;

/** 资料审核结论 of the picked voucher: the verdict of its newest finance data package; REJECT blocks the apply. */
export function DatumVerdictHint({ creditNo }: { creditNo: string }) {
  const verdict = useEndpoint(creditEndpoints.voucherDatumVerdict, { query: { fkCredit: creditNo } });
  if (!verdict.data) return null;
  const { verdict: v, comment } = verdict.data;
  if (v === 'REJECT')
    return <FormAlert title="资料审核结论：审核驳回" message={`该凭证贸易资料审核未通过，请补充资料后再申请${comment ? `（${comment}）` : ''}`} />;
  return <Descriptions items={[{ label: '资料审核结论', value: `${VERDICT_LABEL[v]}${comment ? `（${comment}）` : ''}` }]} />;
}

interface ModeRow {
  key: string;
  label: string;
  pct: number;
  net: string;
  seller: string;
  buyer: string;
  cost: string;
  current: boolean;
}

const COLUMNS: TableColumn<ModeRow>[] = [
  { key: 'label', title: '利息承担方式', value: (r) => `${r.label}${r.current ? '（本次适用）' : ''}` },
  { key: 'pct', title: '买方承担比例', align: 'right', width: 110, value: (r) => `${r.pct}%` },
  { key: 'seller', title: '卖方承担', align: 'right', width: 130, value: (r) => r.seller, render: (r) => <AmountText value={r.seller} /> },
  { key: 'net', title: '实际到账金额', align: 'right', width: 150, value: (r) => r.net, render: (r) => <AmountText value={r.net} /> },
  { key: 'buyer', title: '买方到期另付', align: 'right', width: 130, value: (r) => r.buyer, render: (r) => <AmountText value={r.buyer} /> },
  { key: 'cost', title: '持有人年化成本', align: 'right', width: 130, value: (r) => `${r.cost}%` },
];

/**
 * 模式对比 (domain-lines.md §17.3): the same financing under 卖方付息, 买方付息 and — when the core committed it — 协议付息
 * at its share, side by side with the holder's annualised cost (sellerInterest + sellerFee) / net × 360 / d.
 */
export function ModeComparison({ figures }: { figures: FinanceFiguresView }) {
  const titleId = useId();
  const modes: Array<{ key: 'SUPPLIER' | 'CORE' | 'AGREED'; pct: number }> = [
    { key: 'SUPPLIER', pct: 0 },
    { key: 'CORE', pct: 100 },
    ...(figures.interestPayer === 'AGREED' ? [{ key: 'AGREED' as const, pct: figures.buyerSharePct }] : []),
  ];
  const rows = modes.map(({ key, pct }): ModeRow => {
    const f = voucherFinanceFigures({
      amountFen: parseFen(figures.financeAmount),
      annualRate: `${figures.annualRate}%`,
      serviceFeeRate: `${figures.serviceFeeRate}%`,
      buyerPct: pct,
      valueDate: figures.valueDate,
      dueDate: figures.dueDate,
    });
    return {
      key,
      label: INTEREST_PAYER_LABEL[key],
      pct,
      net: fenToDecimal(f.netFen),
      seller: fenToDecimal(f.sellerInterestFen + f.sellerFeeFen),
      buyer: fenToDecimal(f.buyerChargeFen),
      cost: f.annualisedCostPercent,
      current: key === figures.interestPayer,
    };
  });
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>模式对比</h4>
      <Table label="模式对比" columns={COLUMNS} data={rows} rowKey={(r) => r.key} emptyText="暂无" />
    </section>
  );
}

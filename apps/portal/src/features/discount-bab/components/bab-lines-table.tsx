import type { BabIssueDetail, BabIssueLine } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';

const yesNo = (b: boolean): string => (b ? '是' : '否');

const COLUMNS: readonly TableColumn<BabIssueLine>[] = [
  {
    key: 'lineNo',
    title: '出票明细',
    render: (l) => <StackedCell main={l.lineNo} sub={l.packageNo ? `票据包号 ${l.packageNo}` : '承兑后生成票据包号'} />,
  },
  { key: 'payee', title: '收票人', render: (l) => <StackedCell main={l.payee.corpName} sub={`到期日 ${l.dueDate}`} /> },
  { key: 'amount', title: '票据金额', align: 'right', render: (l) => <AmountText value={l.amount} /> },
  {
    key: 'margin',
    title: '保证金 / 敞口',
    align: 'right',
    render: (l) => <StackedCell main={<AmountText value={l.margin} />} sub={<AmountText value={l.exposure} />} />,
  },
  { key: 'fee', title: '承兑手续费', align: 'right', render: (l) => <AmountText value={l.fee} /> },
  { key: 'flags', title: '是否可分包 / 不得转让', render: (l) => `${yesNo(l.splittable)} / ${yesNo(l.notTransferable)}` },
  { key: 'trade', title: '贸易背景', render: (l) => <StackedCell main={`合同 ${l.contractNo}`} sub={`发票 ${l.invoiceNos.join('、')}`} /> },
];

/** 出票明细 of a BAB application with the acceptor, 出票日, ratios and totals (the review part of every 银承 screen). */
export function BabLinesSection({ detail }: { detail: BabIssueDetail }) {
  return (
    <>
      <Descriptions
        title="出票信息"
        items={[
          { label: '承兑人', value: detail.acceptor.corpName },
          { label: '出票日', value: detail.issueDate },
          { label: '保证金比例', value: detail.marginRatio },
          { label: '承兑手续费率', value: detail.acceptFeeRate },
          { label: '保证金合计', value: <AmountText value={detail.totals.margin} /> },
          { label: '敞口合计', value: <AmountText value={detail.totals.exposure} /> },
          { label: '承兑手续费合计', value: <AmountText value={detail.totals.fee} /> },
          { label: '票据金额合计', value: <AmountWithCapital value={detail.totals.amount} label="票据金额合计" />, span: 2 },
        ]}
      />
      <h3>出票明细</h3>
      <Table label="出票明细" columns={COLUMNS} data={detail.lines} rowKey={(l) => l.lineNo} />
    </>
  );
}

// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { S1 } from '../fixtures';
import { AmountWithCapital } from './amount-with-capital';
import type { AmountWithCapitalProps } from './amount-with-capital';

export default { title: 'Finance/AmountWithCapital', component: AmountWithCapital };

export const Decimal = { args: { value: '1234.56' } satisfies AmountWithCapitalProps };
export const Integer = { args: { value: '100000.00', label: '融资金额' } satisfies AmountWithCapitalProps };
export const Maximum = { args: { value: '99999999999999.98' } satisfies AmountWithCapitalProps };

interface ReviewLine {
  lineNo: number;
  receiver: string;
  account: string;
  amount: string;
  dueDate: string;
  contract: string;
}

const LINES: ReviewLine[] = [
  {
    lineNo: 1,
    receiver: S1.corpName,
    account: `${S1.corpName} 6217001360000011001（中国建设银行徐州分行营业部）`,
    amount: '123456.78',
    dueDate: '2025-07-16',
    contract: 'HT-2025-001 精密锻件采购合同',
  },
  { lineNo: 2, receiver: S1.corpName, account: '—', amount: '99999999999999.98', dueDate: '2025-12-12', contract: 'HT-2025-002 钢材采购合同' },
];

const COLUMNS: TableColumn<ReviewLine>[] = [
  { key: 'lineNo', title: '序号', width: 60 },
  { key: 'receiver', title: '接收方' },
  { key: 'account', title: '接收方账户' },
  {
    key: 'amount',
    title: '开立金额',
    align: 'right',
    width: 220,
    render: (l) => <AmountWithCapital value={l.amount} label={`第${l.lineNo}条开立金额`} />,
  },
  { key: 'dueDate', title: '承诺付款日', width: 110 },
  { key: 'contract', title: '合同' },
  { key: 'remark', title: '备注', value: () => '—' },
  { key: 'creditNo', title: '凭证编号', width: 190, value: () => '—' },
];

/**
 * What a director reads before signing (开立复核's 开立明细): a `whole` table, so the figures, their 大写 and the
 * receiver's account show whole at 1280 and 1480 px — the 大写 wraps under its figure, the account number breaks.
 */
export const InReviewTable = {
  render: () => <Table label="开立明细" columns={COLUMNS} data={LINES} rowKey={(l) => String(l.lineNo)} virtualized={false} whole />,
};

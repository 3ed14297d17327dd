import type { BillPackageRow } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';
import { packageLabel } from '../api/bill-calls';

/** The facts of a package, with the labels of domain-lines.md §20.7. */
export function BillFacts({ bill, title = '票据信息' }: { bill: BillPackageRow; title?: string }) {
  return (
    <Descriptions
      title={title}
      items={[
        { label: '票据包号', value: bill.packageNo },
        { label: '票据状态', value: packageLabel(bill.status) },
        { label: '票据金额', value: <AmountWithCapital value={bill.amount} /> },
        { label: '出票人', value: bill.drawer.corpName },
        { label: '承兑人', value: bill.acceptor.corpName },
        { label: '收票人', value: bill.payee.corpName },
        { label: '出票日', value: bill.issueDate },
        { label: '到期日', value: bill.dueDate },
        { label: '是否可分包', value: bill.splittable ? '是' : '否' },
        { label: '不得转让', value: bill.notTransferable ? '是' : '否' },
        { label: '保证金', value: <AmountText value={bill.margin} /> },
        { label: '承兑手续费', value: <AmountText value={bill.fee} /> },
      ]}
    />
  );
}

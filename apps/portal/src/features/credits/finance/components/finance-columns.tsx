import type { FinanceRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { appNoColumn } from '../../components/columns';

/** The columns every financing list starts with: 申请编号 (opens the detail), 融资企业, 凭证编号, 融资金额. */
export function financeLeadColumns(onOpen: (appNo: string) => void): TableColumn<FinanceRow>[] {
  return [
    appNoColumn<FinanceRow>(onOpen),
    { key: 'applicant', title: '融资企业', value: (r) => r.applicant.corpName },
    { key: 'creditNo', title: '凭证编号', width: 170, value: (r) => r.creditNo },
    { key: 'financeAmount', title: '融资金额', align: 'right', width: 124, value: (r) => r.financeAmount, render: (r) => <AmountText value={r.financeAmount} /> },
  ];
}

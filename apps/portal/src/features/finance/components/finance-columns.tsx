import type { FinanceRow } from '@scf/api/contract';
import { AmountText, AppStatusTag } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { appNoColumn } from '../../../lib/applications';

/**
 * The columns every financing list starts with: 申请编号 (opens the detail), 融资企业, 凭证编号, 融资金额 — a list may
 * leave out 融资企业 or 凭证编号 where it has no room and the detail has it.
 */
export function financeLeadColumns(onOpen: (appNo: string) => void, show: { applicant?: boolean; credit?: boolean } = {}): TableColumn<FinanceRow>[] {
  const { applicant = true, credit = true } = show;
  return [
    appNoColumn<FinanceRow>(onOpen),
    ...(applicant ? [{ key: 'applicant', title: '融资企业', value: (r: FinanceRow) => r.applicant.corpName }] : []),
    ...(credit ? [{ key: 'creditNo', title: '凭证编号', width: 170, value: (r: FinanceRow) => r.creditNo }] : []),
    {
      key: 'financeAmount',
      title: '融资金额',
      align: 'right',
      width: 124,
      value: (r) => r.financeAmount,
      render: (r) => <AmountText value={r.financeAmount} />,
    },
  ];
}

/** 状态: the step a financing waits for (待客户经理审核 …) or its status, as a tag. */
export const financeStatusColumn: TableColumn<FinanceRow> = {
  key: 'status',
  title: '状态',
  width: 132,
  value: (r) => r.stage || r.statusLabel,
  render: (r) => <AppStatusTag status={r.status} label={r.stage} />,
};

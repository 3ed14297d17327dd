import type { AbsReceivable } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { RECEIVABLE_TONE } from '../api/abs-labels';

const dash = (v: string | null | undefined) => v || '--';

/**
 * The asset columns of 应付账款查询 and 应收账款查询 (domain-lines.md §18.3, §18.6), two facts to a cell so the list fits
 * 1280 px: 资产编号 over 合同编号, the other party over the current creditor, amount over 转让价款, 到期日 over 确权日 and
 * 转让日, 状态 over 中登登记编号. `side`: the reader is the debtor (shows 债权人) or the creditor (shows 债务人).
 */
export function receivableColumns(side: 'DEBTOR' | 'CREDITOR', onOpen: (r: AbsReceivable) => void): TableColumn<AbsReceivable>[] {
  return [
    {
      key: 'receivableNo',
      title: '资产编号 / 合同编号',
      width: 200,
      value: (r) => r.receivableNo,
      render: (r) => (
        <StackedCell
          main={
            <Button variant="link" onClick={() => onOpen(r)}>
              {r.receivableNo}
            </Button>
          }
          sub={`合同 ${r.contractNo}`}
        />
      ),
    },
    side === 'DEBTOR'
      ? {
          key: 'creditor',
          title: '债权人',
          value: (r) => r.creditor.corpName,
          render: (r) => (
            <StackedCell
              main={r.creditor.corpName}
              sub={r.currentCreditor.corpId !== r.creditor.corpId ? `当前债权人：${r.currentCreditor.corpName}` : undefined}
            />
          ),
        }
      : {
          key: 'debtor',
          title: '债务人',
          value: (r) => r.debtor.corpName,
          render: (r) => <StackedCell main={r.debtor.corpName} sub={`原始债权人：${r.creditor.corpName}`} />,
        },
    {
      key: 'amount',
      title: '应收账款金额 / 转让价款',
      align: 'right',
      width: 170,
      sortable: true,
      value: (r) => r.amount,
      render: (r) => (
        <StackedCell
          main={<AmountText value={r.amount} />}
          sub={
            r.price ? (
              <>
                转让 <AmountText value={r.price} />
              </>
            ) : (
              '转让 --'
            )
          }
        />
      ),
    },
    {
      key: 'dueDate',
      title: '到期日',
      width: 150,
      sortable: true,
      value: (r) => r.dueDate,
      render: (r) => <StackedCell main={r.dueDate} sub={`确权 ${dash(r.confirmedDate)} · 转让 ${dash(r.transferDate)}`} />,
    },
    {
      key: 'status',
      title: '状态',
      width: 170,
      value: (r) => r.statusLabel,
      render: (r) => <StackedCell main={<Tag tone={RECEIVABLE_TONE[r.status]}>{r.statusLabel}</Tag>} sub={r.zdRegNo ? `中登 ${r.zdRegNo}` : undefined} />,
    },
  ];
}

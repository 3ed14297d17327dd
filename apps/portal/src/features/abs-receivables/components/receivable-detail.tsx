import type { ReactNode } from 'react';
import type { AbsReceivable } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, Dialog, Tag } from '@scf/ui';
import { RECEIVABLE_TONE } from '../api/abs-labels';

const dash = (v: string | null | undefined) => v || '--';

/**
 * One receivable's facts (domain-lines.md §18.1, §18.6 资产明细) in a dialog over the list: the parties, the amount in
 * 大写, the dates, the transfer and its 中登 registration, and the row's actions under them.
 */
export function ReceivableDetail({ receivable: r, actions, onClose }: { receivable: AbsReceivable; actions?: ReactNode; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>应收账款详情 {r.receivableNo}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Descriptions
            title="资产信息"
            items={[
              { label: '资产编号', value: r.receivableNo },
              { label: '状态', value: <Tag tone={RECEIVABLE_TONE[r.status]}>{r.statusLabel}</Tag> },
              { label: '合同编号', value: r.contractNo },
              { label: '债务人', value: r.debtor.corpName },
              { label: '原始债权人', value: r.creditor.corpName },
              { label: '当前债权人', value: r.currentCreditor.corpName },
              { label: '应收账款金额', value: <AmountWithCapital value={r.amount} label="应收账款金额" />, span: 2 },
              { label: '到期日', value: r.dueDate },
              { label: '确权日', value: dash(r.confirmedDate) },
              { label: '确权申请编号', value: dash(r.confirmAppNo) },
              { label: '付款确认书', value: r.payConfirmed ? '已签署' : '未签署' },
              { label: '转让日', value: dash(r.transferDate) },
              { label: '转让价款', value: r.price ? <AmountWithCapital value={r.price} label="转让价款" /> : '--' },
              { label: '中登登记编号', value: dash(r.zdRegNo) },
              ...(r.reason ? [{ label: '原因', value: r.reason, span: 3 }] : []),
            ]}
          />
          {actions}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

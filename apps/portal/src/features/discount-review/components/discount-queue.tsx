import { useState } from 'react';
import { DISCOUNT_PAYER_LABEL } from '@scf/api/contract';
import type { DiscountRow } from '@scf/api/contract';
import { AmountText, AppStatusTag } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { appNoColumn } from '../../../lib/applications';
import { StackedCell } from '../../../lib/list';
import { failureMessage } from '../../../lib/write';
import { useDiscountQueue } from '../api/discount-review-calls';
import type { ReviewRole } from '../api/discount-review-calls';

const payerText = (r: DiscountRow): string => `${DISCOUNT_PAYER_LABEL[r.payer]}${r.payer === 'AGREED' ? `（买方${r.buyerPct}%）` : ''}`;

/**
 * A page of 贴现 applications for the bank or the drawer: 申请编号 (opens it), 贴现申请人 over 出票人, 贴现金额 over 张数,
 * 贴现利率 over 付息方式, 买方付息 / 实付金额, 状态 over 申请日期; readable at 1280 px (secondary facts under the main one).
 */
export function DiscountQueue({ role, all, label, onOpen }: { role: ReviewRole; all: boolean; label: string; onOpen: (appNo: string) => void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { data, error, isLoading, mutate } = useDiscountQueue(role, all, page, size);
  const columns: TableColumn<DiscountRow>[] = [
    appNoColumn<DiscountRow>(onOpen),
    {
      key: 'seller',
      title: '贴现申请人 / 出票人',
      value: (r) => r.seller.corpName,
      render: (r) => <StackedCell main={r.seller.corpName} sub={`出票人：${r.drawers.map((d) => d.corpName).join('、')}`} />,
    },
    {
      key: 'amount',
      title: '贴现金额',
      align: 'right',
      width: 150,
      value: (r) => r.totals.amount,
      render: (r) => <StackedCell main={<AmountText value={r.totals.amount} />} sub={`${r.billCount}张票据`} />,
    },
    {
      key: 'rate',
      title: '贴现利率 / 付息方式',
      width: 140,
      value: (r) => r.annualRate,
      render: (r) => <StackedCell main={r.annualRate} sub={payerText(r)} />,
    },
    {
      key: 'proceeds',
      title: role === 'payer' ? '买方付息' : '实付金额',
      align: 'right',
      width: 140,
      value: (r) => (role === 'payer' ? r.totals.buyer : r.totals.proceeds),
      render: (r) => <AmountText value={role === 'payer' ? r.totals.buyer : r.totals.proceeds} />,
    },
    {
      key: 'status',
      title: '状态 / 申请日期',
      width: 140,
      value: (r) => r.status,
      render: (r) => <StackedCell main={<AppStatusTag status={r.status} side="initiator" bizType={r.bizType} />} sub={r.appliedDate} />,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey={(r) => r.appNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText={all ? '暂无贴现申请' : '暂无待办的贴现申请'}
      actionsWidth={64}
      actions={(r) => [{ label: all ? '查看' : '办理', onSelect: () => onOpen(r.appNo) }]}
    />
  );
}

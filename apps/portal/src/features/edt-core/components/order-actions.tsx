import { styled } from 'styled-components';
import type { EdtOrder } from '@scf/api/contract';
import { Button } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';

/** 确认 and 拒绝 of an order 待确认 (the core's purchase role on 订单信息确认); none for the other states. */
export function orderActionsOf(order: EdtOrder, start: (kind: 'confirm' | 'reject', order: EdtOrder) => void): DataTableAction[] {
  if (order.status !== 'UNCONFIRMED') return [];
  return [
    { label: '确认', onSelect: () => start('confirm', order) },
    { label: '拒绝', onSelect: () => start('reject', order), danger: true },
  ];
}

const Bar = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

/** A detail's actions as buttons (the same ones the list's row offers). */
export function OrderActionBar({ actions }: { actions: readonly DataTableAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Bar role="group" aria-label="订单操作">
      {actions.map((a, i) => (
        <Button key={a.label} variant={i === 0 ? 'primary' : 'default'} onClick={a.onSelect}>
          {a.label}
        </Button>
      ))}
    </Bar>
  );
}

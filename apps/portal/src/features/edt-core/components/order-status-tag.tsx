import { EDT_ORDER_STATUS_LABEL } from '@scf/api/contract';
import type { EdtOrderStatus } from '@scf/api/contract';
import { StatusTag } from '@scf/ui';
import type { StatusStyle, TagTone } from '@scf/ui';

const TONE: Record<EdtOrderStatus, TagTone> = {
  UNCONFIRMED: 'warning',
  CONFIRMING: 'processing',
  CONFIRMED: 'primary',
  FINANCING: 'processing',
  FINANCED: 'success',
  OVERDUE: 'danger',
  SETTLED: 'default',
  REJECTED: 'danger',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

const STYLE = Object.fromEntries((Object.keys(TONE) as EdtOrderStatus[]).map((s) => [s, { label: EDT_ORDER_STATUS_LABEL[s], tone: TONE[s] }])) as Record<
  EdtOrderStatus,
  StatusStyle
>;

/** 待确认 · 确认中 · 已确认 · 融资中 · 已融资 · 逾期 · 已结清 · 已拒绝 · 已过期 · 已撤销 (domain-lines.md §19.4). */
export const OrderStatusTag = ({ status }: { status: EdtOrderStatus }) => <StatusTag status={status} statuses={STYLE} />;

import { OLD_LINE_STATUS_LABEL } from '@scf/api/contract';
import type { OldLineStatus } from '@scf/api/contract';
import { StatusTag } from '@scf/ui';
import type { StatusStyle } from '@scf/ui';

const STYLE: Record<OldLineStatus, StatusStyle> = {
  EXPIRED: { label: OLD_LINE_STATUS_LABEL.EXPIRED, tone: 'default' },
  REPLACED: { label: OLD_LINE_STATUS_LABEL.REPLACED, tone: 'processing' },
  TERMINATED: { label: OLD_LINE_STATUS_LABEL.TERMINATED, tone: 'warning' },
};

/** 已到期 · 已替换 · 已终止 (domain-lines.md §16.10). */
export const OldLineStatusTag = ({ status }: { status: OldLineStatus }) => <StatusTag status={status} statuses={STYLE} />;

import { APP_STATUS_LABEL } from '@scf/api/contract';
import type { AppStatus } from '@scf/api/contract';

/** A discount's status in its own words where §14A.4 gives them (PENDING_FI 待银行签收), the generic label otherwise. */
const OWN: Partial<Record<AppStatus, string>> = {
  PENDING_FI: '待银行签收',
  PENDING_FINAL: '待银行签收',
  FI_REJECTED: '银行已驳回',
  COMPLETED: '已贴现',
};

export const discountStatusLabel = (status: AppStatus): string => OWN[status] ?? APP_STATUS_LABEL[status];

import type * as AbsTransferScreens from '../../features/abs-transfer/routes';
import { named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

const transfer = (name: keyof typeof AbsTransferScreens) => named(() => import('../../features/abs-transfer/routes'), name);

/**
 * 供应链ABS转让 (domain-lines.md §18.3–§18.4): the supplier operator's ABS转让申请 and its detail; ABS转让审批 and its
 * detail for the supplier director (同意 signs), the bank's client manager (审核通过) and product manager (同意受让 signs).
 */
export const SCREENS: ScreenRegistry = {
  ...under('/abs/transfer/', {
    apply: transfer('TransferApplyPage'),
    'apply-detail': signing(transfer('TransferApplyDetailPage')),
    approve: signing(transfer('TransferApprovePage')),
    'approve-detail': signing(transfer('TransferApproveDetailPage')),
  }),
};

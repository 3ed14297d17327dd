// ABS转让 screens (domain-lines.md §18.3), loaded together as one chunk (app/screens/abs-transfer.ts registers them).
export { TransferApplyPage } from './apply-page';
export { TransferApprovePage } from './approve-page';
export { TransferApplyDetailPage, TransferApproveDetailPage } from './detail-pages';

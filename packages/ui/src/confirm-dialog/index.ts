export { ConfirmDialog, DIALOG_AUTO_CLOSE_MS } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';

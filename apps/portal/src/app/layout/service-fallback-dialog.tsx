import { ConfirmDialog } from '@scf/ui';

export interface ServiceFallbackDialogProps {
  hotline: string;
  onClose: () => void;
}

/**
 * Spec §8: the window shown when the customer-service config fails. Its own chunk (see shell-right-bar.tsx):
 * the dialog brings Radix Dialog, focus trapping and scroll locking, which the first paint does not need.
 */
export default function ServiceFallbackDialog({ hotline, onClose }: ServiceFallbackDialogProps) {
  return (
    <ConfirmDialog
      open
      title="在线客服"
      description={`在线客服暂不可用，请拨打客服热线 ${hotline}（7*24小时）。`}
      confirmText="知道了"
      cancelText="关闭"
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}

import { ConfirmDialog } from '@scf/ui';
import { SHELL_CHECK_MESSAGES as t } from '../api/shell-check-messages';

export interface ReauthDialogProps {
  onRealname: () => void;
  /** 退出登录, Escape or a click outside (the dialog's cancel): no business without re-authentication. */
  onLogout: () => void;
}

/** Spec §4/§8 mandatory real-name re-authentication: go to the real-name page or log out. Its own chunk. */
export default function ReauthDialog({ onRealname, onLogout }: ReauthDialogProps) {
  return <ConfirmDialog open title={t.reauthRequired} confirmText={t.goRealname} cancelText={t.logout} onConfirm={onRealname} onCancel={onLogout} />;
}

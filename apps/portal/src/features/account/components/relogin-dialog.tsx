import { Button, Dialog } from '@scf/ui';

export interface ReloginDialogProps {
  open: boolean;
  /** How many other sessions the change ended. */
  endedSessions: number;
  onRelogin(): void;
}

/**
 * After 修改密码, as a bank does: every other login of the user has ended already, and this one ends too — the
 * user logs in again with the new password. The only way out of the dialog is 重新登录 (Escape does the same).
 */
export function ReloginDialog({ open, endedSessions, onRelogin }: ReloginDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onRelogin())}>
      <Dialog.Content size="sm" role="alertdialog" onInteractOutside={(e) => e.preventDefault()}>
        <Dialog.Header>
          <Dialog.Title>密码修改成功</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            {endedSessions > 0 ? `您在其他浏览器或设备上的${endedSessions}个登录已全部退出。` : ''}为了您的账户安全，请使用新密码重新登录。
          </Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="primary" onClick={onRelogin}>
            重新登录
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

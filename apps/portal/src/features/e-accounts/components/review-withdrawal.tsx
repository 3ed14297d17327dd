import { creditEndpoints } from '@scf/api/contract';
import type { EAccount } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Dialog, useToast } from '@scf/ui';
import { DialogButtons } from '../../../lib/page';
import { useBusy } from '../../../lib/write';

/**
 * 复核提现: the director signs the withdrawal's original (`ACCOUNT_COLLECT`, §14A.5) with the role's key and the bank
 * pays the amount to the bound settlement account. A refusal or a cancelled signature stays with the signing dialog.
 */
export function ReviewWithdrawal({ account, onDone, onCancel }: { account: EAccount; onDone: () => void; onCancel: () => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const pending = account.pendingWithdrawal;
  if (!pending) return null;
  const approve = () =>
    run(async () => {
      const outcome = await signedCall('ACCOUNT_COLLECT', [pending.appNo], creditEndpoints.approve, (body) => ({ params: { appNo: pending.appNo }, body }));
      if (outcome.code === 0) {
        toast.success(`已同意提现申请${pending.appNo}`);
        onDone();
      }
    });
  return (
    <Dialog.Root open onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>复核提现</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            电子账户 {account.accountNo} 提现 {pending.amount} 元至绑定结算账户 {account.boundAccountNo}（申请编号 {pending.appNo}）。同意须使用Ukey签名。
          </Dialog.Description>
        </Dialog.Body>
        <DialogButtons label="同意并签名" busy={busy} onCancel={onCancel} onConfirm={() => void approve()} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

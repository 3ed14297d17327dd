import type { RepayMandate } from '@scf/api/contract';
import { Dialog } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';

/** 撤销代扣授权: what stops (the debit at maturity) and the refusal of the last try (存在未到期支付通…). */
export function RevokeMandate({
  row,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  row: RepayMandate;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>撤销代扣授权</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            撤销后，银行不再从还款专户 {row.accountNo} 自动扣划支付通到期款项，贵企业也不能再开立支付通。存在未到期支付通时不能撤销。
          </Dialog.Description>
          {error ? <FormAlert title="不能撤销" message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label="确认撤销" busy={busy} onCancel={onCancel} onConfirm={onConfirm} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useState } from 'react';
import { Dialog, FormField, MoneyInput } from '@scf/ui';
import { DialogButtons } from '../../../lib/page';

export interface AmountDialogProps {
  title: string;
  /** What the dialog says above the amount (the account, 可用余额). */
  description: string;
  label: string;
  confirm: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: (amount: string) => void;
  onCancel: () => void;
}

/** One amount to send: 提现 and 模拟入金. */
export function AmountDialog({ title, description, label, confirm, busy, error, onConfirm, onCancel }: AmountDialogProps) {
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const value = amount.trim();
    setMissing(!value);
    if (value) onConfirm(value);
  };
  return (
    <Dialog.Root open onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{description}</Dialog.Description>
          <FormField label={label} required error={missing ? `请输入${label}` : undefined}>
            <MoneyInput name="amount" value={amount} onValueChange={setAmount} />
          </FormField>
          {error ? <p role="alert">{error}</p> : null}
        </Dialog.Body>
        <DialogButtons label={confirm} busy={busy} onCancel={onCancel} onConfirm={submit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useState } from 'react';
import type { CollectBinding } from '@scf/api/contract';
import { Dialog, FormField, RadioGroup } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';

/**
 * 绑定 / 变更回款专户 of one e订通 access: the supplier's other 回款专户 at the bank; a change says what follows (the bank's
 * consent, the open orders the core confirms again) and shows the refusal of the last try (存在未结清订单融资…).
 */
export function CollectBindDialog({
  row,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  row: CollectBinding;
  busy: boolean;
  error: string | undefined;
  onConfirm: (accountId: string) => void;
  onCancel: () => void;
}) {
  const options = row.candidates.filter((c) => c.accountId !== row.account?.accountId).map((c) => ({ value: c.accountId, label: c.accountNo }));
  const [accountId, setAccountId] = useState(options[0]?.value ?? '');
  const title = row.account ? '变更回款专户' : '绑定回款专户';
  return (
    <Dialog.Root open onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            {row.account
              ? `与${row.core.corpName}的e订通准入当前回款专户为 ${row.account.accountNo}。存在未结清订单融资时不能变更；变更须经监管行${row.fi.corpName}同意，` +
                `已确认的${row.openOrders}笔未融资订单须由核心企业重新确认。`
              : `为与${row.core.corpName}的e订通准入绑定在${row.fi.corpName}开立的回款专户。`}
          </Dialog.Description>
          <FormField label="回款专户" required>
            <RadioGroup name="accountId" value={accountId} onValueChange={setAccountId} options={options} vertical />
          </FormField>
          {error ? <FormAlert title="不能变更" message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label={`确认${row.account ? '变更' : '绑定'}`} busy={busy} onCancel={onCancel} onConfirm={() => onConfirm(accountId)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

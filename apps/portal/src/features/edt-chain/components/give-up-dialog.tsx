import { useState } from 'react';
import { Button, Dialog, FormField, RadioGroup } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { edtChainCalls } from '../api/edt-chain-calls';
import { GIVE_UP_REASONS } from '../api/edt-chain-labels';

/** 放弃 the bank's plan (domain-lines.md §19.5) with one of the four reasons; the application ends 已撤销 and the line lets go. */
export function GiveUpButton({ appNo, onDone }: { appNo: string; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const write = useWrite();
  const confirm = async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    const done = await write.run(async (client, key) => {
      await edtChainCalls.giveUp(appNo, reason)(client, key);
      return true;
    });
    if (!done) return;
    setOpen(false);
    onDone(`已放弃融资方案，申请${appNo}已撤销`);
  };
  return (
    <>
      <Button
        onClick={() => {
          write.begin();
          setReason('');
          setMissing(false);
          setOpen(true);
        }}
      >
        放弃
      </Button>
      <Dialog.Root open={open} onOpenChange={(next) => (next || write.busy ? undefined : setOpen(false))}>
        <Dialog.Content size="sm" closeOnOutsideClick={false}>
          <Dialog.Header>
            <Dialog.Title>放弃</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>放弃后融资申请撤销，冻结的授信额度释放。</Dialog.Description>
            <FormField label="放弃原因" required error={missing ? '请选择放弃原因' : undefined}>
              <RadioGroup
                vertical
                value={reason}
                onValueChange={(v) => {
                  setReason(v);
                  setMissing(false);
                }}
                options={GIVE_UP_REASONS.map((r) => ({ value: r, label: r }))}
              />
            </FormField>
            {write.error ? <FormAlert title="放弃失败" message={write.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="放弃" busy={write.busy} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

import { useEffect, useState } from 'react';
import { edtLineAdjustSchema } from '@scf/api/contract';
import type { EdtLine } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions, Dialog, FormField, MoneyInput } from '@scf/ui';
import { useLedgerAction } from '../../../lib/applications';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { edtAccessCalls } from '../api/edt-calls';

export interface LineAdjustDialogProps {
  /** The line to adjust; null: closed. */
  line: EdtLine | null;
  onClose: () => void;
  onDone: () => void;
}

/** 调整额度 (§19.3): the new 授信额度; the server refuses a decrease below 已用 + 冻结 with its own words. */
export function LineAdjustDialog({ line, onClose, onDone }: LineAdjustDialogProps) {
  const [total, setTotal] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const action = useLedgerAction();
  const { begin } = action;
  useEffect(() => {
    if (!line) return;
    setTotal(line.total);
    setInvalid(undefined);
    begin();
  }, [line, begin]);

  async function submit() {
    if (!line) return;
    const parsed = edtLineAdjustSchema.safeParse({ total });
    if (!parsed.success) {
      setInvalid(total.trim() === '' ? '请输入调整后授信额度' : (parsed.error.issues[0]?.message ?? '请输入正确的金额'));
      return;
    }
    if (await action.run(edtAccessCalls.adjust(line.lineId, parsed.data), `已调整授信${line.lineId}的额度`)) onDone();
  }

  return (
    <Dialog.Root open={line !== null} onOpenChange={(next) => (next || action.busy ? undefined : onClose())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>调整额度</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            {line ? (
              <Descriptions
                columns={2}
                items={[
                  { label: '授信编号', value: line.lineId },
                  { label: '授信企业', value: line.supplier.corpName },
                  { label: '授信额度', value: <AmountText value={line.total} /> },
                  { label: '已用', value: <AmountText value={line.used} /> },
                  { label: '冻结', value: <AmountText value={line.frozen} /> },
                  { label: '可用', value: <AmountText value={line.available} /> },
                ]}
              />
            ) : null}
            <FormField label="调整后授信额度" required {...(invalid ? { error: invalid } : {})}>
              <MoneyInput
                value={total}
                onValueChange={(v) => {
                  setTotal(v);
                  setInvalid(undefined);
                }}
                showCapital
                invalid={Boolean(invalid)}
              />
            </FormField>
            {action.error ? <FormAlert title="调整额度失败" message={action.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="确定" busy={action.busy} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useState } from 'react';
import type { EdtOrder } from '@scf/api/contract';
import { Dialog, FormField, Textarea } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';

const REASON_MAX = 200;

/** 拒绝 of an order 待确认 with its 拒绝原因 (the contract's rule: 1–200 characters); the order is then 已拒绝. */
export function RejectOrderDialog({
  order,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  order: EdtOrder;
  busy: boolean;
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = () => {
    const text = reason.trim();
    const next = !text ? '请输入拒绝原因' : text.length > REASON_MAX ? `拒绝原因不能超过${REASON_MAX}个字` : undefined;
    setProblem(next);
    if (!next) onConfirm(text);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>拒绝订单</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>拒绝后订单 {order.orderNo} 为已拒绝，供应商不能以其申请融资。</Dialog.Description>
          <FormField label="拒绝原因" required error={problem}>
            <Textarea name="reason" value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {error ? <FormAlert title="拒绝失败" message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label="拒绝" busy={busy} onCancel={onCancel} onConfirm={submit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

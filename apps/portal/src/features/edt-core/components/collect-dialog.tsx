import { useState } from 'react';
import type { EdtCollection, EdtOrder } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, Descriptions, Dialog, FormField, MoneyInput, TextInput } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';

export interface CollectDialogProps {
  order: EdtOrder;
  businessDate: string;
  busy: boolean;
  error: string | undefined;
  /** The waterfall's answer once the payment is booked. */
  result: EdtCollection | undefined;
  onConfirm: (amount: string) => void;
  onClose: () => void;
}

/**
 * 模拟来账 (demo tool, domain-lines.md §19.7): the core pays an amount into the order's 回款专户 (remark = 订单编号) and
 * the waterfall runs — 扣收罚息, 扣收利息, 扣收本金, then 释放金额 to the supplier — which the dialog then shows. The
 * server books the payment on the business date (到账日期; the call takes no other date).
 */
export function CollectDialog({ order, businessDate, busy, error, result, onConfirm, onClose }: CollectDialogProps) {
  const [amount, setAmount] = useState(order.financingBalance !== '0.00' ? order.financingBalance : (order.confirmedAmount ?? ''));
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const value = amount.trim();
    setMissing(!value);
    if (value) onConfirm(value);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>模拟来账</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            【演示环境】核心企业向订单 {order.orderNo} 的回款专户{order.collectAccount ? ` ${order.collectAccount.accountNo}` : ''}{' '}
            付款，按罚息、利息、本金的顺序扣收，余额释放给供应商。
          </Dialog.Description>
          {result ? (
            <Descriptions
              title="扣收结果"
              columns={2}
              items={[
                { label: '到账金额', value: <AmountText value={result.credited} /> },
                { label: '到账日期', value: result.businessDate },
                { label: '扣收罚息', value: <AmountText value={result.penalty} /> },
                { label: '扣收利息', value: <AmountText value={result.interest} /> },
                { label: '扣收本金', value: <AmountText value={result.principal} /> },
                { label: '释放金额', value: <AmountText value={result.released} /> },
              ]}
            />
          ) : (
            <>
              <FormField label="来账金额" required error={missing ? '请输入来账金额' : undefined}>
                <MoneyInput name="amount" value={amount} onValueChange={setAmount} />
              </FormField>
              <FormField label="到账日期" help="按当前业务日期入账">
                <TextInput name="businessDate" value={businessDate} readOnly />
              </FormField>
              {error ? <FormAlert title="来账失败" message={error} /> : null}
            </>
          )}
        </Dialog.Body>
        {result ? (
          <Dialog.Footer>
            <Button variant="primary" onClick={onClose}>
              关闭
            </Button>
          </Dialog.Footer>
        ) : (
          <DialogButtons label="确定" busy={busy} onCancel={onClose} onConfirm={submit} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

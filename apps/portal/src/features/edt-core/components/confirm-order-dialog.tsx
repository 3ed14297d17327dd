import { useMemo, useState } from 'react';
import { useHolidays } from '@scf/api';
import type { EdtOrder } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { AmountWithCapital } from '@scf/finance-widgets';
import { DatePicker, Dialog, FormField, MoneyInput, Select } from '@scf/ui';
import { addDays, closedDays } from '../../../lib/business-date';
import { DialogButtons, FormAlert } from '../../../lib/page';

/** The earliest 约定付款日 a confirmation may set: the business date + 7 (domain-lines.md §19.4). */
export const CONFIRM_MIN_DAYS = 7;
/** How far ahead the picker offers a 约定付款日 (the server sets no upper bound; a year covers every order term). */
const PICK_DAYS = 366;

export interface ConfirmOrderDialogProps {
  order: EdtOrder;
  businessDate: string;
  /** The supplier's 回款专户 the core may name. */
  accounts: ReadonlyArray<{ accountId: string; label: string }>;
  busy: boolean;
  /** The server's refusal, verbatim. */
  error: string | undefined;
  onConfirm: (body: { confirmedAmount: string; paymentDate: string; collectAccountId: string }) => void;
  onCancel: () => void;
}

interface Problems {
  amount?: string;
  date?: string;
  account?: string;
}

/**
 * 确认 on 订单信息确认: 确认金额 (≤ 订单金额, the whole order by default), 约定付款日 (a working day at least a week
 * ahead: the picker greys the rest) and 回款账户 (the supplier's e订通 回款专户). The server checks all three again.
 */
export function ConfirmOrderDialog({ order, businessDate, accounts, busy, error, onConfirm, onCancel }: ConfirmOrderDialogProps) {
  const holidays = useHolidays();
  const window = useMemo(() => ({ minDate: addDays(businessDate, CONFIRM_MIN_DAYS), maxDate: addDays(businessDate, PICK_DAYS) }), [businessDate]);
  const closed = useMemo(() => closedDays(holidays.data ?? [], window), [holidays.data, window]);
  const [amount, setAmount] = useState(order.amount);
  const [paymentDate, setPaymentDate] = useState(order.paymentDate >= window.minDate && !closed.includes(order.paymentDate) ? order.paymentDate : '');
  const [accountId, setAccountId] = useState(accounts.length === 1 ? (accounts[0]?.accountId ?? '') : '');
  const [problems, setProblems] = useState<Problems>({});

  const submit = () => {
    const value = amount.trim();
    const next: Problems = {};
    if (!value) next.amount = '请输入确认金额';
    else if (parseFen(value) <= 0n) next.amount = '确认金额须大于0';
    else if (parseFen(value) > parseFen(order.amount)) next.amount = '确认金额不能超过订单金额';
    if (!paymentDate) next.date = '请选择约定付款日';
    if (!accountId) next.account = '请选择回款账户';
    setProblems(next);
    if (Object.keys(next).length === 0) onConfirm({ confirmedAmount: value, paymentDate, collectAccountId: accountId });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>确认订单</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            订单 {order.orderNo}（{order.supplier.corpName}）确认后，由贵企业主管签署《订单确认及回款账户确认书》。
          </Dialog.Description>
          <FormField label="订单金额">
            <AmountWithCapital value={order.amount} label="订单金额" />
          </FormField>
          <FormField label="确认金额" required error={problems.amount}>
            <MoneyInput name="confirmedAmount" value={amount} onValueChange={setAmount} />
          </FormField>
          <FormField label="约定付款日" required error={problems.date} help={`须为工作日，且不早于${window.minDate}`}>
            <DatePicker value={paymentDate} onValueChange={setPaymentDate} disabledDates={closed} minDate={window.minDate} maxDate={window.maxDate} />
          </FormField>
          <FormField
            label="回款账户"
            required
            error={problems.account}
            help={accounts.length === 0 ? '该供应商尚未绑定e订通回款专户' : '供应商在资金方开立的e订通回款专户'}
          >
            <Select
              name="collectAccountId"
              value={accountId}
              placeholder="请选择"
              options={accounts.map((a) => ({ value: a.accountId, label: a.label }))}
              onValueChange={setAccountId}
            />
          </FormField>
          {error ? <FormAlert title="确认失败" message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label="确认" busy={busy} onCancel={onCancel} onConfirm={submit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

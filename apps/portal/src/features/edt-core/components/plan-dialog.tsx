import { useMemo, useState } from 'react';
import { edtFinancePlanSchema } from '@scf/api/contract';
import type { EdtFinance, EdtFinancePlanInput } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { DatePicker, Dialog, FormField, MoneyInput, TextInput } from '@scf/ui';
import { addDays } from '../../../lib/business-date';
import { DialogButtons, FormAlert } from '../../../lib/page';

type Problems = Partial<Record<keyof EdtFinancePlanInput, string>>;

/** `3.8` or `3.80%` → `3.80%` as the contract takes a rate (two decimals at least, as the lines show theirs). */
const rateText = (v: string) => {
  const t = v.trim().replace(/%$/, '');
  if (!t) return '';
  return /^\d{1,3}(?:\.\d{0,2})?$/.test(t) ? `${Number(t).toFixed(2)}%` : `${t}%`;
};

/**
 * 出具融资方案 (domain-lines.md §19.5): 批准金额 (≤ the amount applied for), 年利率 and 到期日 (not after the one applied
 * for); the supplier's director then accepts or gives it up. The contract's schema checks the figures, the server the rest.
 */
export function PlanDialog({
  finance,
  businessDate,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  finance: EdtFinance;
  businessDate: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: (body: EdtFinancePlanInput) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState(finance.amount);
  const [rate, setRate] = useState(finance.annualRate.replace(/%$/, ''));
  const [dueDate, setDueDate] = useState(finance.dueDate);
  const [problems, setProblems] = useState<Problems>({});
  const minDate = useMemo(() => addDays(businessDate, 1), [businessDate]);

  const submit = () => {
    const body = { amount: amount.trim(), annualRate: rateText(rate), dueDate };
    const parsed = edtFinancePlanSchema.safeParse(body);
    const next: Problems = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Problems] ??= issue.message;
    if (!body.amount) next.amount = '请输入批准金额';
    else if (!next.amount && parseFen(body.amount) > parseFen(finance.amount)) next.amount = '批准金额不能超过申请金额';
    if (!body.annualRate) next.annualRate = '请输入年利率';
    if (!dueDate) next.dueDate = '请选择到期日';
    setProblems(next);
    if (Object.keys(next).length === 0) onConfirm(body);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>出具融资方案</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            申请 {finance.appNo}：融资金额 {finance.amount} 元，年利率 {finance.annualRate}，到期日 {finance.dueDate}。方案由供应商主管确认后进入终审。
          </Dialog.Description>
          <FormField label="批准金额" required error={problems.amount}>
            <MoneyInput name="amount" value={amount} onValueChange={setAmount} />
          </FormField>
          <FormField label="年利率" required error={problems.annualRate} help="如3.80%">
            <TextInput name="annualRate" value={rate} inputMode="decimal" onChange={(e) => setRate(e.target.value)} />
          </FormField>
          <FormField label="到期日" required error={problems.dueDate}>
            <DatePicker value={dueDate} onValueChange={setDueDate} minDate={minDate} maxDate={finance.dueDate} />
          </FormField>
          {error ? <FormAlert title="出具方案失败" message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label="出具方案" busy={busy} onCancel={onCancel} onConfirm={submit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

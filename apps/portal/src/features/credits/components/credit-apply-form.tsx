import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { creditEndpoints } from '@scf/api/contract';
import type { Credit } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { AmountWithCapital } from '@scf/finance-widgets';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { creditCalls } from '../api/credit-calls';
import { ApplicationForm, CreditPicker, ReasonField, useLedgerAction } from '../../../lib/applications';
import { FormAlert } from '../../../lib/page';

// withdrawApply and recycleApply take the same body: the credits (请选择凭证) and the reason (请填写原因, ≤ 200).
const RESOLVER = zodResolver(creditEndpoints.withdrawApply.body);
// A reason is a sentence or two: the field need not span a wide screen.
const Summary = styled.div`
  display: flex;
  align-items: baseline;
  gap: 16px;
  margin: 16px 0;
`;

interface Values {
  creditNos: string[];
  reason: string;
}

const TEXT = {
  withdraw: {
    form: '开立撤回申请',
    scope: 'withdrawable',
    list: '可撤回凭证',
    empty: '暂无待签收的凭证可撤回',
    reason: '撤回原因',
    done: '已提交开立撤回申请，等待主管复核',
  },
  recycle: {
    form: '回收申请',
    scope: 'recyclable',
    list: '可回收凭证',
    empty: '暂无本企业持有的可回收凭证',
    reason: '回收原因',
    done: '已提交回收申请，等待主管审批',
  },
} as const;

/** Pick credits and give the reason (开立撤回 §7.4, 回收 §7.10); 提交 locks them until the director decides. */
export function CreditApplyForm({ kind }: { kind: 'withdraw' | 'recycle' }) {
  const text = TEXT[kind];
  const action = useLedgerAction();
  const [credits, setCredits] = useState<Credit[]>([]);
  const form = useForm<Values>({ resolver: RESOLVER, defaultValues: { creditNos: [], reason: '' } });
  const { errors, isSubmitted, isDirty } = form.formState;
  const leaveGuard = useUnsavedChangesGuard(isDirty || credits.length > 0);
  const total = credits.reduce((sum, c) => sum + parseFen(c.amount), 0n);

  const pick = (next: Credit[]) => {
    setCredits(next);
    form.setValue(
      'creditNos',
      next.map((c) => c.creditNo),
      { shouldValidate: isSubmitted },
    );
  };
  const submit = form.handleSubmit(async ({ creditNos, reason }) => {
    const call = kind === 'withdraw' ? creditCalls.withdraw(creditNos, reason) : creditCalls.recycle(creditNos, reason);
    if (!(await action.run(call, text.done))) return;
    setCredits([]);
    form.reset();
  });

  return (
    <ApplicationForm label={text.form} onSubmit={submit} error={action.error} busy={action.busy} leaveGuard={leaveGuard}>
      <CreditPicker scope={text.scope} label={text.list} emptyText={text.empty} value={credits} onChange={pick} />
      {errors.creditNos?.message ? <FormAlert title="凭证" message={errors.creditNos.message} /> : null}
      <Summary role="status" aria-label="已选凭证">
        <span>已选 {credits.length} 笔，合计</span>
        <AmountWithCapital value={fenToDecimal(total)} label="已选凭证合计" />
      </Summary>
      <ReasonField label={text.reason} placeholder={`请填写${text.reason}`} error={errors.reason?.message} field={form.register('reason')} />
    </ApplicationForm>
  );
}

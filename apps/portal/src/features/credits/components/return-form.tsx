import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { Credit, ReturnApplyInput } from '@scf/api/contract';
import { withRequiredMessages } from '../../../lib/form';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { PART_TEXT, returnFormSchema } from '../api/part-forms';
import { creditCalls } from '../api/credit-calls';
import { ApplicationForm, CreditPartsSection, CreditPicker, FormSection, ReasonField, useLedgerAction, usePickedParts } from '../../../lib/applications';

type Request = z.output<ReturnType<typeof returnFormSchema>>;

/** 退回至: the counterparty a held credit goes back to (its immediate transferor, or the issuer), as the server says. */
function ReturnTarget({ creditNo }: { creditNo: string }) {
  const { data, error } = useEndpoint(creditEndpoints.returnTarget, { params: { creditNo } });
  if (error) return <>—</>;
  return <>{data ? data.corpName : '…'}</>;
}

/**
 * 退回申请 (domain.md §7.9): pick held credits, give each its 退回金额 (the whole by default; less splits it) and the
 * 退回原因, and 提交: the credits are 退回中 until the director signs and the counterparty — the immediate
 * transferor, or the issuer for a first-hop credit — confirms.
 */
export function ReturnForm() {
  const action = useLedgerAction();
  const [picked, setPicked] = useState<Credit[]>([]);
  const amounts = useMemo(() => new Map(picked.map((c) => [c.creditNo, c.amount])), [picked]);
  const resolver = useMemo(() => withRequiredMessages(zodResolver(returnFormSchema(amounts)), { amount: '请输入退回金额' }), [amounts]);
  const form = useForm<ReturnApplyInput, unknown, Request>({ resolver, defaultValues: { lines: [], reason: '' } });
  const { formState } = form;
  const { pick, section } = usePickedParts(form, picked, setPicked);
  const leaveGuard = useUnsavedChangesGuard(formState.isDirty || picked.length > 0);

  const submit = form.handleSubmit(async (values) => {
    if (!(await action.run(creditCalls.returnApply(values), '已提交退回申请，等待主管审批'))) return;
    setPicked([]);
    form.reset();
  });

  return (
    <ApplicationForm label="退回申请" onSubmit={submit} error={action.error} busy={action.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="选择凭证">
        <h3>选择凭证</h3>
        <CreditPicker scope="returnable" label="可退回凭证" emptyText="暂无可退回的凭证" value={picked} onChange={pick} />
      </FormSection>
      <FormSection aria-label="退回明细">
        <CreditPartsSection
          text={PART_TEXT.RETURN}
          {...section}
          extraColumns={[{ key: 'target', title: '退回至', width: 200, render: (c) => <ReturnTarget creditNo={c.creditNo} /> }]}
        />
      </FormSection>
      <ReasonField
        label="退回原因"
        placeholder="请填写退回原因，如贸易取消、货物退回"
        error={formState.errors.reason?.message}
        field={form.register('reason')}
      />
    </ApplicationForm>
  );
}

import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useHolidays } from '@scf/api';
import type { ApplicationDetail } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { addDays, closedDays, useBusinessDate } from '../../../lib/business-date';
import { FormAlert, FormButtons, PageLoading } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useWrite } from '../../../lib/write';
import { absCalls, useCreditors, useRefreshAbs, useVerifiedInvoices } from '../api/abs-calls';
import { ABS_MAX_TERM_DAYS } from '../api/abs-labels';
import { emptyPayable, newBatch, payableBatchResolver } from '../api/payable-form';
import type { PayableBatchRequest, PayableBatchValues } from '../api/payable-form';
import { PayableFields } from './payable-fields';

const MAX_PAYABLES = 50;
const AddLine = styled.div`
  margin: 0 0 8px;
`;

/**
 * 应付账款登记 (domain-lines.md §18.3): one or more payables to supplier counterparties, each with verified invoices
 * covering its amount; 提交 sends the batch for the director's confirmation (APR 待复核, the payables 待确权). The contract's
 * schema validates it; a refusal of the server (该应付账款已存在相同发票占用, 发票未查验通过，不能登记, 到期日须为工作日,
 * 债权人未开通供应链ABS …) is shown verbatim above the button.
 */
export function PayableForm({ onDone }: { onDone: (detail: ApplicationDetail) => void }) {
  const businessDate = useBusinessDate();
  return businessDate ? <PayableFormReady businessDate={businessDate} onDone={onDone} /> : <PageLoading />;
}

function PayableFormReady({ businessDate, onDone }: { businessDate: string; onDone: (detail: ApplicationDetail) => void }) {
  const holidays = useHolidays();
  const dueWindow = useMemo(() => ({ minDate: addDays(businessDate, 1), maxDate: addDays(businessDate, ABS_MAX_TERM_DAYS) }), [businessDate]);
  const closed = useMemo(() => closedDays(holidays.data ?? [], dueWindow), [holidays.data, dueWindow]);
  const creditors = (useCreditors().data?.rows ?? []).filter((c) => c.role === 'SUPPLIER' && c.status === 'CONFIRMED');
  const invoices = useVerifiedInvoices().data?.rows ?? [];
  const form = useForm<PayableBatchValues, unknown, PayableBatchRequest>({ resolver: payableBatchResolver, defaultValues: newBatch() });
  const { control, formState, handleSubmit, reset } = form;
  const payables = useFieldArray({ control, name: 'payables' });
  const write = useWrite();
  const refresh = useRefreshAbs();
  const leaveGuard = useUnsavedChangesGuard(formState.isDirty && !write.busy);
  const submit = handleSubmit(async (body) => {
    const detail = (await write.run(absCalls.register(body))) as ApplicationDetail | undefined;
    if (!detail) return;
    // Sent: the form starts a new batch (and is no longer at risk of being left).
    reset(newBatch());
    void refresh();
    onDone(detail);
  });
  return (
    <form noValidate aria-label="应付账款登记" onSubmit={(e) => void submit(e)}>
      {payables.fields.map((p, index) => (
        <PayableFields
          key={p.id}
          index={index}
          control={control}
          errors={formState.errors.payables}
          creditors={creditors}
          invoices={invoices}
          closedDays={closed}
          dueWindow={dueWindow}
          onRemove={payables.fields.length > 1 ? () => payables.remove(index) : undefined}
        />
      ))}
      <AddLine>
        <Button variant="link" disabled={payables.fields.length >= MAX_PAYABLES} onClick={() => payables.append(emptyPayable())}>
          + 添加明细
        </Button>
      </AddLine>
      {formState.errors.payables?.message ? <FormAlert title="应付账款明细" message={formState.errors.payables.message} /> : null}
      {write.error ? <FormAlert title="提交失败" message={write.error} /> : null}
      <FormButtons submit={{ loading: write.busy, disabled: write.busy }} />
      {leaveGuard}
    </form>
  );
}

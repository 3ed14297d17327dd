import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { readsOf, useApiClient } from '@scf/api';
import { creditEndpoints, limitEndpoints } from '@scf/api/contract';
import type { CreditLine, DistributionInput } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { FormField, MoneyInput, RadioGroup, Select, Textarea } from '@scf/ui';
import { FormButtons } from '../../../lib/page';
import { distributionResolver } from '../api/distribution-resolver';
import type { DistributionForm as FormValues } from '../api/distribution-resolver';
import { LIMIT_PATHS, LINE_PRODUCT_LABEL } from '../api/limit-labels';
import { refusalField } from '../api/submit-refusal';
import { MemberFigures } from './member-figures';

const Form = styled.form`
  display: grid;
  gap: 4px;
  max-width: 640px;
  margin-top: 16px;
`;
const DIRECTIONS = [
  { value: 'UP', label: '调增' },
  { value: 'DOWN', label: '调减' },
];

/**
 * 额度分配 (domain.md §6.3): a member, 调增 or 调减, the amount and 原因, validated with the contract's schema; the
 * server's refusals (可用额度不足, a decrease below what the member uses) are shown on the amount.
 */
export function DistributionForm({ lines }: { lines: readonly CreditLine[] }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, DistributionInput>({
    resolver: distributionResolver,
    defaultValues: { lineId: lines[0]?.lineId ?? '', targetCorpId: '', direction: 'UP', changeAmount: '', reason: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const line = lines.find((l) => l.lineId === form.watch('lineId'));
  const sub = line?.subLimits.find((s) => s.corp.corpId === form.watch('targetCorpId'));
  const down = form.watch('direction') === 'DOWN';
  const room = down
    ? sub
      ? `最多可调减 ${formatFen(parseFen(sub.available))}元（成员可用额度）`
      : undefined
    : line
      ? `集团可用额度 ${formatFen(parseFen(line.available))}元`
      : undefined;

  async function submit(body: DistributionInput) {
    try {
      const app = await client.call(limitEndpoints.distribute, { body });
      await Promise.all([mutate(readsOf(limitEndpoints.lines)), mutate(readsOf(creditEndpoints.applications))]);
      navigate(`${LIMIT_PATHS.distributeQuery}?appNo=${app.appNo}`, { state: { flash: `额度分配申请 ${app.appNo} 已提交，待主管审批` } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = refusalField(error);
      form.setError(field === 'root' ? 'root.server' : field, { type: 'server', message }, { shouldFocus: field !== 'root' });
    }
  }

  return (
    <Form noValidate aria-label="额度分配" onSubmit={form.handleSubmit(submit)}>
      {lines.length > 1 ? (
        <FormField label="授信额度" required error={errors.lineId?.message}>
          <Controller
            control={form.control}
            name="lineId"
            render={({ field }) => (
              <Select {...field} options={lines.map((l) => ({ value: l.lineId, label: `${LINE_PRODUCT_LABEL[l.productType]} · ${l.fi.corpName}` }))} />
            )}
          />
        </FormField>
      ) : null}
      <FormField label="成员单位" required error={errors.targetCorpId?.message}>
        <Controller
          control={form.control}
          name="targetCorpId"
          render={({ field }) => (
            <Select {...field} placeholder="请选择成员单位" options={(line?.subLimits ?? []).map((s) => ({ value: s.corp.corpId, label: s.corp.corpName }))} />
          )}
        />
      </FormField>
      {sub ? <MemberFigures sub={sub} /> : null}
      <FormField label="调整方向" required>
        <Controller control={form.control} name="direction" render={({ field }) => <RadioGroup {...field} options={DIRECTIONS} />} />
      </FormField>
      <FormField label="调整金额" required help={room} error={errors.changeAmount?.message}>
        <Controller
          control={form.control}
          name="changeAmount"
          render={({ field }) => (
            <MoneyInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={(v) => field.onChange(v)} />
          )}
        />
      </FormField>
      <FormField label="原因" required error={errors.reason?.message}>
        <Textarea rows={3} maxCount={200} placeholder="请填写分配原因" {...form.register('reason')} />
      </FormField>
      {errors.root?.server ? (
        <p role="alert">
          <strong>提交失败</strong>：{errors.root.server.message}
        </p>
      ) : null}
      <FormButtons submit={{ loading: isSubmitting }} cancel={{ onClick: () => navigate(LIMIT_PATHS.distributeQuery) }} />
    </Form>
  );
}

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { ukeyDeleteRequestSchema, ukeyEndpoints } from '@scf/api/contract';
import type { UkeyBinding, UkeyDeleteRequest } from '@scf/api/contract';
import { Button, ConfirmDialog, FormField, Textarea } from '@scf/ui';
import { UKEY_PATHS } from '../api/ukey-paths';
import { tailOf } from '../api/ukey-format';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { BindingSelect } from '../components/binding-select';
import { BindingSummary } from '../components/binding-summary';
import { BackToList, NothingHere } from '../components/back-to-list';
import { WithBindings } from '../components/with-bindings';
import type { UkeyFlash } from '../components/ukey-page';

const REASON_MAX = 100;

function DeleteForm({ bindings, initial }: { bindings: UkeyBinding[]; initial: string }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const refresh = useRefreshUkeyData();
  const active = bindings.filter((b) => b.status === 'ACTIVE');
  // One source of truth: the contract's request schema validates the form as the server validates the call.
  const form = useForm<UkeyDeleteRequest>({
    resolver: zodResolver(ukeyDeleteRequestSchema),
    defaultValues: { ukeyNo: active.some((b) => b.ukeyNo === initial) ? initial : '', reason: '' },
    mode: 'onTouched',
  });
  const [pending, setPending] = useState<UkeyDeleteRequest>();
  const [serverError, setServerError] = useState<string>();
  const selected = active.find((b) => b.ukeyNo === form.watch('ukeyNo'));
  const target = active.find((b) => b.ukeyNo === pending?.ukeyNo);

  if (active.length === 0) return <NothingHere description="暂无可注销的Ukey" />;

  async function confirm() {
    const request = pending;
    setPending(undefined);
    if (!request) return;
    setServerError(undefined);
    try {
      await client.call(ukeyEndpoints.delete, { body: request });
      await refresh();
      navigate(UKEY_PATHS.list, { state: { flash: '注销成功' } satisfies UkeyFlash });
    } catch (error) {
      // Shown next to the form; what the director typed stays as it was.
      setServerError(error instanceof Error ? error.message : String(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate aria-label="注销Ukey" onSubmit={form.handleSubmit((values) => setPending(values))}>
      <Controller
        control={form.control}
        name="ukeyNo"
        render={({ field }) => (
          <BindingSelect
            label="要注销的Ukey"
            bindings={active}
            value={field.value}
            onChange={field.onChange}
            error={errors.ukeyNo ? '请选择要注销的Ukey' : undefined}
          />
        )}
      />
      {selected ? <BindingSummary binding={selected} title="Ukey信息" /> : null}
      <FormField label="注销原因" required error={errors.reason?.message}>
        <Textarea rows={4} maxCount={REASON_MAX} placeholder="请填写注销原因，如：Ukey遗失、人员离职" {...form.register('reason')} />
      </FormField>
      {serverError ? (
        <p role="alert">
          <strong>注销失败</strong>：{serverError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={isSubmitting}>
        注销
      </Button>{' '}
      <BackToList />
      <ConfirmDialog
        open={pending !== undefined}
        title={`确认注销印刷号尾号为${tailOf(target?.ukeyCode ?? '')}的Ukey？`}
        description="注销后持有人将无法使用该Ukey签名，且需重新登录"
        confirmText="确认注销"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      />
    </form>
  );
}

/**
 * 注销Ukey (delete?ukeyNo=): the director picks a binding and gives a reason (the contract's
 * ukeyDeleteRequestSchema validates it); after confirming, the binding is revoked, a DELETE record is left in
 * 申请记录, and the list shows 注销成功.
 */
export default function UkeyDeletePage() {
  return <WithBindings fallbackTitle="注销Ukey">{(rows, ukeyNo) => <DeleteForm bindings={rows} initial={ukeyNo} />}</WithBindings>;
}

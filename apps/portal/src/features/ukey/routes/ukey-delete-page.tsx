import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { ukeyDeleteRequestSchema, ukeyEndpoints } from '@scf/api/contract';
import type { UkeyBinding, UkeyDeleteRequest } from '@scf/api/contract';
import type { RegistrationFailure } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import { Button, ConfirmDialog, FormField, RadioGroup, Textarea } from '@scf/ui';
import { keyFailure } from '../api/key-failure';
import { UKEY_PATHS } from '../api/ukey-paths';
import { tailOf } from '../api/ukey-format';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { BindingSelect } from '../components/binding-select';
import { BindingSummary } from '../components/binding-summary';
import { BackToList, NothingHere } from '../components/back-to-list';
import { KeyFailureAlert } from '../components/key-failure-alert';
import { LostKeyForm } from '../components/lost-key-form';
import { PendingRevocations } from '../components/pending-revocations';
import { SignConfirm } from '../components/sign-confirm';
import { WithBindings } from '../components/with-bindings';
import type { UkeyFlash } from '../components/ukey-page';

const REASON_MAX = 100;
const DELETE_LABEL = '注销Ukey';
const WAYS = [
  { value: 'KEY', label: '使用该Ukey签名注销' },
  { value: 'LOST', label: 'Ukey遗失：持有人短信验证，另一位主管复核' },
] as const;

function DeleteForm({ bindings, initial }: { bindings: UkeyBinding[]; initial: string }) {
  const client = useApiClient();
  const sign = useSigner();
  const [way, setWay] = useState<'KEY' | 'LOST'>('KEY');
  const [failure, setFailure] = useState<RegistrationFailure>();
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

  /**
   * A hardware Ukey signs its own 注销 (issue 26 H1: a password alone never revokes one): the original names the key
   * and the reason, and is confirmed on this page; a soft key needs no signature.
   */
  async function keySignature(request: UkeyDeleteRequest, key: UkeyBinding): Promise<UkeyDeleteRequest | undefined> {
    if (key.medium !== 'UKEY') return request;
    const role = { uKeyCodeSuffix: tailOf(key.ukeyCode), boundSerial: key.ukeyNo, ukeyCode: key.ukeyCode };
    const original = () => client.call(ukeyEndpoints.deleteOriginal, { body: { ukeyNo: request.ukeyNo, reason: request.reason } });
    const signed = await sign.original(DELETE_LABEL, original, { inline: true, bankCode: key.ukeyBank, role });
    if (signed.code !== 0) {
      setFailure(keyFailure(signed.error, { uKeyCodeSuffix: role.uKeyCodeSuffix, roleName: sign.role.roleName }));
      return undefined;
    }
    return { ...request, payload: signed.payload };
  }

  async function confirm() {
    const request = pending;
    const key = target;
    setPending(undefined);
    if (!request || !key) return;
    setServerError(undefined);
    setFailure(undefined);
    try {
      const body = await keySignature(request, key);
      if (!body) return;
      await client.call(ukeyEndpoints.delete, { body });
      await refresh();
      navigate(UKEY_PATHS.list, { state: { flash: '注销成功' } satisfies UkeyFlash });
    } catch (error) {
      // Shown next to the form; what the director typed stays as it was.
      setServerError(error instanceof Error ? error.message : String(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  const hardware = selected?.medium === 'UKEY';
  return (
    <>
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
        {hardware ? (
          <FormField label="注销方式" help="硬件Ukey须由该Ukey签名确认注销；遗失时改由持有人手机短信验证，并经另一位主管复核">
            <RadioGroup options={WAYS} value={way} onValueChange={(v) => setWay(v === 'LOST' ? 'LOST' : 'KEY')} />
          </FormField>
        ) : null}
        {hardware && way === 'LOST' ? null : (
          <>
            <FormField label="注销原因" required error={errors.reason?.message}>
              <Textarea rows={4} maxCount={REASON_MAX} placeholder="请填写注销原因，如：Ukey遗失、人员离职" {...form.register('reason')} />
            </FormField>
            {serverError ? (
              <p role="alert">
                <strong>注销失败</strong>：{serverError}
              </p>
            ) : null}
            {failure?.code === 'USER_CANCELLED' ? <p role="status">已取消签名，Ukey未注销</p> : null}
            {failure && failure.code !== 'USER_CANCELLED' ? <KeyFailureAlert title="注销失败" failure={failure} /> : null}
            <Button type="submit" variant="primary" loading={isSubmitting}>
              注销
            </Button>{' '}
            <BackToList />
          </>
        )}
        <ConfirmDialog
          open={pending !== undefined}
          title={`确认注销印刷号尾号为${tailOf(target?.ukeyCode ?? '')}的Ukey？`}
          description={
            target?.medium === 'UKEY'
              ? '确认后请插入该Ukey并核对签名原文；注销后持有人将无法使用该Ukey签名，且需重新登录'
              : '注销后持有人将无法使用该Ukey签名，且需重新登录'
          }
          confirmText="确认注销"
          onConfirm={() => void confirm()}
          onCancel={() => setPending(undefined)}
        />
      </form>
      {selected ? <SignConfirm label={DELETE_LABEL} keyCode={selected.ukeyCode} /> : null}
      {hardware && way === 'LOST' && selected ? <LostKeyForm key={selected.ukeyNo} binding={selected} /> : null}
    </>
  );
}

/**
 * 注销Ukey (delete?ukeyNo=): the director picks a binding and gives a reason (the contract's
 * ukeyDeleteRequestSchema validates it); after confirming — and, for a hardware Ukey, the key's own signature over its
 * 注销 original — the binding is revoked, a DELETE record is left in 申请记录, and the list shows 注销成功. A lost
 * Ukey is revoked by the holder's SMS code and another director's approval (遗失注销复核 below the form).
 */
export default function UkeyDeletePage() {
  return (
    <WithBindings fallbackTitle="注销Ukey">
      {(rows, ukeyNo) => (
        <>
          <DeleteForm bindings={rows} initial={ukeyNo} />
          <PendingRevocations />
        </>
      )}
    </WithBindings>
  );
}

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { invoiceInfoEndpoints } from '@scf/api/contract';
import type { InvoiceInfo } from '@scf/api/contract';
import { INVOICE_TYPES, INVOICE_TYPE_LABEL, invoiceInfoForm } from '@scf/api/validators';
import type { InvoiceInfoForm as Values } from '@scf/api/validators';
import { Button, FormField, RadioGroup, TextInput, cssVar } from '@scf/ui';
import { FormAlert } from '../../../lib/page';

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 360px));
  gap: 16px 32px;
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Saved = styled.span`
  color: ${cssVar('textSecondaryColor')};
`;

const TYPE_OPTIONS = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABEL[value] }));
const EMPTY: Values = {
  invoiceType: 'VAT_SPECIAL',
  regAddress: '',
  regPhone: '',
  bankName: '',
  bankAccount: '',
  receiverName: '',
  receiverMobile: '',
  receiverEmail: '',
};

/**
 * The administrator's 开票信息 form (domain-lines.md §16.3): the shared `invoiceInfoForm` checks each field as the
 * server will; 专用发票 makes 注册地址、注册电话、开户银行、银行账号 required.
 */
export function InvoiceInfoForm({ current, onSaved }: { current: InvoiceInfo; onSaved(next: InvoiceInfo): void }) {
  const client = useApiClient();
  const form = useForm<Values>({ resolver: zodResolver(invoiceInfoForm), defaultValues: current.info ?? EMPTY, mode: 'onTouched' });
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const special = form.watch('invoiceType') === 'VAT_SPECIAL';

  async function submit(values: Values) {
    setServerError(undefined);
    setSaved(false);
    try {
      const next = await client.call(invoiceInfoEndpoints.save, { body: values });
      form.reset(next.info ?? values);
      setSaved(true);
      onSaved(next);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  const text = (
    name: Exclude<keyof Values, 'invoiceType'>,
    label: string,
    required: boolean,
    extra: { maxLength: number; inputMode?: 'numeric' | 'tel' | 'email' },
  ) => (
    <FormField label={label} required={required} error={errors[name]?.message}>
      <TextInput autoComplete="off" {...extra} {...form.register(name)} />
    </FormField>
  );
  return (
    <Fields noValidate aria-label="开票信息" onSubmit={form.handleSubmit(submit)}>
      <div className="wide">
        <FormField label="发票类型" required error={errors.invoiceType?.message}>
          <Controller
            control={form.control}
            name="invoiceType"
            render={({ field }) => <RadioGroup options={TYPE_OPTIONS} value={field.value} onValueChange={(v) => field.onChange(v)} />}
          />
        </FormField>
      </div>
      {text('regAddress', '注册地址', special, { maxLength: 120 })}
      {text('regPhone', '注册电话', special, { maxLength: 13, inputMode: 'tel' })}
      {text('bankName', '开户银行', special, { maxLength: 60 })}
      {text('bankAccount', '银行账号', special, { maxLength: 32, inputMode: 'numeric' })}
      {text('receiverName', '收票人', true, { maxLength: 40 })}
      {text('receiverMobile', '收票人手机', true, { maxLength: 11, inputMode: 'numeric' })}
      {text('receiverEmail', '收票邮箱', true, { maxLength: 100, inputMode: 'email' })}
      {serverError ? (
        <div className="wide">
          <FormAlert title="保存失败" message={serverError} />
        </div>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          保存
        </Button>
        {saved ? <Saved role="status">开票信息已保存</Saved> : null}
      </Actions>
    </Fields>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVOICE_TYPES, INVOICE_TYPE_LABEL, invoiceInputSchema, tradeDataEndpoints } from '@scf/api/contract';
import type { InvoiceInput, TradeInvoice } from '@scf/api/contract';
import type { z } from 'zod';
import { DatePicker, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { withRequiredMessages } from '../../../lib/form';
import { useSave } from '../api/use-save';
import { FormGrid, SaveButtons } from './form-layout';
import { UploadField } from './upload-field';

// One schema for the form and the server: code 10/12 digits (none on a 数电票), number 8/20 digits, 价税合计 = 不含税金额 + 税额.
const resolver = withRequiredMessages(zodResolver(invoiceInputSchema), {
  issueDate: '请选择开票日期',
  amountExTax: '请输入不含税金额',
  tax: '请输入税额',
  total: '请输入价税合计',
  buyerTaxNo: '请输入购买方纳税人识别号',
  sellerTaxNo: '请输入销售方纳税人识别号',
});
const TYPE_OPTIONS = INVOICE_TYPES.map((t) => ({ value: t, label: INVOICE_TYPE_LABEL[t] }));

export interface InvoiceParties {
  buyerName: string;
  buyerTaxNo: string;
  sellerName: string;
  sellerTaxNo: string;
}

export interface InvoiceFormProps {
  /** 查验's context: the credit it backs (party match) and the contract it goes with (period). */
  creditNo?: string;
  contractId?: string;
  /** The parties to fill in: the applicant as seller and its counterparty in the chain as buyer. */
  parties?: InvoiceParties;
  onSaved: (invoice: TradeInvoice) => void;
  onCancel?: () => void;
}

type InvoiceFormState = ReturnType<typeof useForm<InvoiceInput, unknown, z.output<typeof invoiceInputSchema>>>;

const money = (form: InvoiceFormState, name: 'amountExTax' | 'tax' | 'total') => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => <MoneyInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={(v) => field.onChange(v)} />}
  />
);

/** A party of the invoice (购买方, 销售方): its name and its taxpayer number, both required. */
const party = (form: InvoiceFormState, who: 'buyer' | 'seller', title: string) => (
  <>
    <FormField label={`${title}名称`} required error={form.formState.errors[`${who}Name`]?.message}>
      <TextInput maxLength={80} {...form.register(`${who}Name`)} />
    </FormField>
    <FormField label={`${title}纳税人识别号`} required error={form.formState.errors[`${who}TaxNo`]?.message}>
      <TextInput maxLength={20} {...form.register(`${who}TaxNo`)} />
    </FormField>
  </>
);

/** 上传发票 (domain.md §8): the invoice's fields and files; saving verifies it (查验) and answers with the verdict. */
export function InvoiceForm({ creditNo, contractId, parties, onSaved, onCancel }: InvoiceFormProps) {
  const form = useForm<InvoiceInput, unknown, z.output<typeof invoiceInputSchema>>({
    resolver,
    defaultValues: {
      type: 'VAT_SPECIAL',
      code: '',
      number: '',
      issueDate: '',
      amountExTax: '',
      tax: '',
      total: '',
      checkCodeLast6: '',
      buyerName: parties?.buyerName ?? '',
      buyerTaxNo: parties?.buyerTaxNo ?? '',
      sellerName: parties?.sellerName ?? '',
      sellerTaxNo: parties?.sellerTaxNo ?? '',
      fileIds: [],
      ...(creditNo ? { creditNo } : {}),
      ...(contractId ? { contractId } : {}),
    },
    mode: 'onTouched',
  });
  const save = useSave(tradeDataEndpoints.createInvoice, onSaved);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');

  return (
    <form noValidate aria-label="上传发票" onSubmit={form.handleSubmit(save.submit)}>
      <FormGrid>
        <FormField label="发票类型" required error={errors.type?.message}>
          <Controller control={form.control} name="type" render={({ field }) => <Select {...field} options={TYPE_OPTIONS} />} />
        </FormField>
        <FormField label="开票日期" required error={errors.issueDate?.message}>
          <Controller control={form.control} name="issueDate" render={({ field }) => <DatePicker {...field} placeholder="请选择开票日期" />} />
        </FormField>
        <FormField
          label="发票代码"
          required={type !== 'E_INVOICE_FULL'}
          help={type === 'E_INVOICE_FULL' ? '数电票无发票代码' : '10位或12位数字'}
          error={errors.code?.message}
        >
          <TextInput maxLength={12} inputMode="numeric" disabled={type === 'E_INVOICE_FULL'} {...form.register('code')} />
        </FormField>
        <FormField label="发票号码" required help={type === 'E_INVOICE_FULL' ? '20位数字' : '8位数字'} error={errors.number?.message}>
          <TextInput maxLength={20} inputMode="numeric" {...form.register('number')} />
        </FormField>
        <FormField label="不含税金额" required error={errors.amountExTax?.message}>
          {money(form, 'amountExTax')}
        </FormField>
        <FormField label="税额" required error={errors.tax?.message}>
          {money(form, 'tax')}
        </FormField>
        <FormField label="价税合计" required help="等于不含税金额与税额之和" error={errors.total?.message}>
          {money(form, 'total')}
        </FormField>
        <FormField
          label="校验码后6位"
          required={type === 'VAT_NORMAL'}
          help={type === 'VAT_NORMAL' ? '普票必填' : '选填'}
          error={errors.checkCodeLast6?.message}
        >
          <TextInput maxLength={6} inputMode="numeric" {...form.register('checkCodeLast6')} />
        </FormField>
        {party(form, 'buyer', '购买方')}
        {party(form, 'seller', '销售方')}
        <UploadField label="发票文件" error={errors.fileIds?.message} onChange={(ids) => form.setValue('fileIds', ids)} />
      </FormGrid>
      <SaveButtons error={save.error} submitting={isSubmitting} label="保存并查验" onCancel={onCancel} />
    </form>
  );
}

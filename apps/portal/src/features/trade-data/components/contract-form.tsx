import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEndpoint } from '@scf/api';
import { contractInputSchema, tradeDataEndpoints } from '@scf/api/contract';
import type { ContractInput, TradeContract } from '@scf/api/contract';
import type { z } from 'zod';
import { DatePicker, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { withRequiredMessages } from '../../../lib/form';
import { useSave } from '../api/use-save';
import { FormGrid, SaveButtons } from './form-layout';
import { UploadField } from './upload-field';

// One schema for the form and the server (contract numbers, amounts, the period, the files); an empty field says what is missing.
const resolver = withRequiredMessages(zodResolver(contractInputSchema), { amount: '请输入合同金额', signDate: '请选择签订日期', endDate: '请选择到期日期' });

export interface ContractFormProps {
  onSaved: (contract: TradeContract) => void;
  onCancel?: () => void;
}

/** 上传合同 (domain.md §8): 合同编号, 名称, 买方, 卖方, 金额, 签订日期, 到期日期 and the contract's files. */
export function ContractForm({ onSaved, onCancel }: ContractFormProps) {
  const parties = useEndpoint(tradeDataEndpoints.parties, {});
  const own = parties.data?.find((p) => p.own);
  const options = (parties.data ?? []).map((p) => ({ value: p.corpId, label: p.own ? `${p.corpName}（本企业）` : p.corpName }));
  const form = useForm<ContractInput, unknown, z.output<typeof contractInputSchema>>({
    resolver,
    values: { contractNo: '', name: '', buyerCorpId: '', sellerCorpId: own?.corpId ?? '', amount: '', signDate: '', endDate: '', fileIds: [] },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const save = useSave(tradeDataEndpoints.createContract, onSaved);
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate aria-label="上传合同" onSubmit={form.handleSubmit(save.submit)}>
      <FormGrid>
        <FormField label="合同编号" required error={errors.contractNo?.message}>
          <TextInput maxLength={64} placeholder="请输入合同编号" {...form.register('contractNo')} />
        </FormField>
        <FormField label="合同名称" required error={errors.name?.message}>
          <TextInput maxLength={100} placeholder="请输入合同名称" {...form.register('name')} />
        </FormField>
        <FormField label="买方" required error={errors.buyerCorpId?.message}>
          <Controller
            control={form.control}
            name="buyerCorpId"
            render={({ field }) => <Select {...field} searchable placeholder="请选择买方" options={options} />}
          />
        </FormField>
        <FormField label="卖方" required error={errors.sellerCorpId?.message}>
          <Controller
            control={form.control}
            name="sellerCorpId"
            render={({ field }) => <Select {...field} searchable placeholder="请选择卖方" options={options} />}
          />
        </FormField>
        <FormField label="合同金额" required error={errors.amount?.message}>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <MoneyInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={(v) => field.onChange(v)} positive />
            )}
          />
        </FormField>
        <span />
        <FormField label="签订日期" required error={errors.signDate?.message}>
          <Controller control={form.control} name="signDate" render={({ field }) => <DatePicker {...field} placeholder="请选择签订日期" />} />
        </FormField>
        <FormField label="到期日期" required error={errors.endDate?.message}>
          <Controller control={form.control} name="endDate" render={({ field }) => <DatePicker {...field} placeholder="请选择到期日期" />} />
        </FormField>
        <UploadField
          label="合同文件"
          required
          error={errors.fileIds?.message}
          onChange={(ids) => form.setValue('fileIds', ids, { shouldValidate: form.formState.isSubmitted })}
        />
      </FormGrid>
      <SaveButtons error={save.error} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

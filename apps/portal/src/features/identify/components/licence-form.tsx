import { Controller, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { licenseAccountSchema } from '@scf/api/contract';
import type { LicenseAccountInput } from '@scf/api/contract';
import { Button, FormField, Select, TextInput, Uploader } from '@scf/ui';
import type { UploadedFile } from '@scf/ui';
import { useUploadAdapter } from '../../../lib/files/api/use-upload-adapter';
import { FormAlert } from '../../../lib/page';

/** A form of one column reads best at a readable width, not across the whole card. */
const Form = styled.form`
  max-width: 720px;
`;

/** 开户银行 (the bank of the corporate account; the branch is named by its 联行号). */
const BANKS = ['中国建设银行', '中国工商银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '江苏银行'].map((b) => ({ value: b, label: b }));

export interface LicenceFormProps {
  corpName: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: LicenseAccountInput) => void;
  /** 查看模拟银行入账 of the account typed (demo tools only). */
  onDemoCredits?: ((accountNo: string) => void) | undefined;
}

/**
 * 营业执照对公账户认证, step 1 (domain-lines.md §15.6): the licence (jpg/png/pdf, ≤ 10 MB, one file), the legal
 * representative, and the corporate account of the corporation's own name the platform pays the deposit into.
 */
export function LicenceForm({ corpName, busy, error, onSubmit, onDemoCredits }: LicenceFormProps) {
  const adapter = useUploadAdapter();
  const form = useForm<LicenseAccountInput>({
    resolver: zodResolver(licenseAccountSchema),
    defaultValues: { licenceFileId: '', legalRepName: '', accountNo: '', bankName: '', bankCode: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <Form noValidate aria-label="营业执照对公账户认证" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="营业执照" required error={errors.licenceFileId?.message} help="支持jpg、png、pdf格式，不超过10M，限1个文件">
        <Uploader
          adapter={adapter}
          label="营业执照"
          extensions={['jpg', 'jpeg', 'png', 'pdf']}
          maxSizeKb={10 * 1024}
          maxCount={1}
          listType="text"
          onChange={(files: UploadedFile[]) => form.setValue('licenceFileId', files[0]?.pkFile ?? '', { shouldValidate: true })}
        />
      </FormField>
      <FormField label="法定代表人姓名" required error={errors.legalRepName?.message}>
        <TextInput maxLength={40} {...form.register('legalRepName')} />
      </FormField>
      <FormField label="对公账户户名" help="须与企业名称一致">
        <TextInput value={corpName} readOnly />
      </FormField>
      <FormField label="对公账号" required error={errors.accountNo?.message}>
        <TextInput inputMode="numeric" maxLength={32} {...form.register('accountNo')} />
      </FormField>
      <FormField label="开户银行" required error={errors.bankName?.message}>
        <Controller control={form.control} name="bankName" render={({ field }) => <Select {...field} placeholder="请选择开户银行" options={BANKS} />} />
      </FormField>
      <FormField label="开户网点联行号" required error={errors.bankCode?.message}>
        <TextInput inputMode="numeric" maxLength={12} {...form.register('bankCode')} />
      </FormField>
      {error ? <FormAlert title="申请打款失败" message={error} /> : null}
      <Button type="submit" variant="primary" loading={busy}>
        申请打款
      </Button>{' '}
      {onDemoCredits ? (
        <Button variant="link" onClick={() => onDemoCredits(form.getValues('accountNo'))}>
          查看模拟银行入账
        </Button>
      ) : null}
    </Form>
  );
}

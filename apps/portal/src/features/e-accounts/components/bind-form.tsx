import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { eAccountBindSchema } from '@scf/api/contract';
import type { EAccountBindInput } from '@scf/api/contract';
import { Button, FormField, TextInput } from '@scf/ui';
import { FormAlert } from '../../../lib/page';

export interface BindFormProps {
  accountId: string;
  corpName: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: EAccountBindInput) => void;
  /** 查看模拟银行入账 of the account typed (demo tools only). */
  onDemoCredits?: ((accountNo: string) => void) | undefined;
}

/** 电子账户绑定, step 1: the settlement account of the corporation's own name the bank pays the deposit into. */
export function BindForm({ accountId, corpName, busy, error, onSubmit, onDemoCredits }: BindFormProps) {
  const form = useForm<EAccountBindInput>({
    resolver: zodResolver(eAccountBindSchema),
    defaultValues: { accountId, accountName: corpName, accountNo: '', bankName: '', bankCode: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="绑定结算账户" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="户名" required error={errors.accountName?.message} help="户名须与企业名称一致">
        <TextInput {...form.register('accountName')} />
      </FormField>
      <FormField label="结算账号" required error={errors.accountNo?.message}>
        <TextInput inputMode="numeric" maxLength={32} {...form.register('accountNo')} />
      </FormField>
      <FormField label="开户行" required error={errors.bankName?.message}>
        <TextInput {...form.register('bankName')} />
      </FormField>
      <FormField label="联行号" required error={errors.bankCode?.message}>
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
    </form>
  );
}

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { readsOf, useEndpoint } from '@scf/api';
import { eAccountApplySchema, eAccountEndpoints } from '@scf/api/contract';
import type { EAccountApplyInput } from '@scf/api/contract';
import { Button, Checkbox, FormField, Select, TextInput } from '@scf/ui';
import { FormAlert, LoadState, Page } from '../../../lib/page';
import type { Flash } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { EACCOUNT_PATHS } from '../api/e-account-paths';
import { withToasts } from '../components/with-toasts';

type Sent = { demoCode?: string | undefined };

/**
 * `/my/electronic-account/apply` 电子账户开户 (domain-lines.md §16.8): 开户银行, the corporation (read-only), 法定代表人,
 * the 经办人 with a code to the 经办人's mobile (scene EACCOUNT) and 《电子账户服务协议》; the bank opens it at once (待绑定).
 */
function EAccountApplyPage() {
  const options = useEndpoint(eAccountEndpoints.options, {});
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const write = useWrite();
  const sms = useWrite();
  const [sent, setSent] = useState<Sent>();
  const form = useForm<EAccountApplyInput>({
    resolver: zodResolver(eAccountApplySchema),
    defaultValues: { bankCorpId: '', legalRepName: '', operatorName: '', operatorIdNo: '', operatorMobile: '', smsCode: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  async function sendCode() {
    if (!(await form.trigger('operatorMobile'))) return;
    const answer = await sms.run((client) => client.call(eAccountEndpoints.sms, { body: { mobile: form.getValues('operatorMobile') } }));
    if (answer) setSent(answer);
  }
  async function submit(values: EAccountApplyInput) {
    const opened = await write.run((client, idempotencyKey) => client.call(eAccountEndpoints.apply, { body: values }, { idempotencyKey }));
    if (!opened) return;
    // The list 电子账户绑定 reads was fetched a moment ago (this page's menu, the index): read it again before going
    // there, or the new account is missing from it (暂无待绑定的电子账户) until the cache ages.
    await mutate(readsOf(eAccountEndpoints.list));
    navigate(`${EACCOUNT_PATHS.bind}?accountId=${encodeURIComponent(opened.accountId)}`, {
      state: { flash: `电子账户${opened.accountNo}已开立，请绑定结算账户` } satisfies Flash,
    });
  }

  return (
    <Page>
      <LoadState what="开户信息" data={options.data} error={options.error} onRetry={() => void options.mutate()}>
        {(o) => (
          <form noValidate aria-label="电子账户开户" onSubmit={form.handleSubmit(submit)}>
            <FormField label="开户银行" required error={errors.bankCorpId?.message}>
              <Controller
                control={form.control}
                name="bankCorpId"
                render={({ field }) => (
                  <Select {...field} placeholder="请选择开户银行" options={o.banks.map((b) => ({ value: b.corpId, label: b.corpName }))} />
                )}
              />
            </FormField>
            <FormField label="户名">
              <TextInput value={o.corpName} readOnly />
            </FormField>
            <FormField label="统一社会信用代码">
              <TextInput value={o.uscc} readOnly />
            </FormField>
            <FormField label="法定代表人" required error={errors.legalRepName?.message}>
              <TextInput {...form.register('legalRepName')} />
            </FormField>
            <FormField label="经办人姓名" required error={errors.operatorName?.message}>
              <TextInput {...form.register('operatorName')} />
            </FormField>
            <FormField label="经办人身份证号" required error={errors.operatorIdNo?.message}>
              <TextInput maxLength={18} {...form.register('operatorIdNo')} />
            </FormField>
            <FormField label="经办人手机号" required error={errors.operatorMobile?.message}>
              <TextInput inputMode="numeric" maxLength={11} {...form.register('operatorMobile')} />
            </FormField>
            <FormField label="短信验证码" required error={errors.smsCode?.message ?? sms.error}>
              <TextInput inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...form.register('smsCode')} />
            </FormField>
            {sent?.demoCode ? <p>【演示环境】验证码：{sent.demoCode}</p> : null}
            <Button onClick={() => void sendCode()} loading={sms.busy}>
              {sent ? '重新获取验证码' : '获取验证码'}
            </Button>
            <FormField label="协议" required error={errors.agreed?.message}>
              <Controller
                control={form.control}
                name="agreed"
                render={({ field }) => (
                  <Checkbox checked={field.value === true} onCheckedChange={(v) => field.onChange(v || undefined)} onBlur={field.onBlur} name={field.name}>
                    我已阅读并同意《电子账户服务协议》
                  </Checkbox>
                )}
              />
            </FormField>
            {write.error ? <FormAlert title="开户失败" message={write.error} /> : null}
            <Button type="submit" variant="primary" loading={write.busy}>
              提交开户
            </Button>
          </form>
        )}
      </LoadState>
    </Page>
  );
}

export default withToasts(EAccountApplyPage);

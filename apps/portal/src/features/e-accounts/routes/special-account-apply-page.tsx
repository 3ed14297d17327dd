import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { SPECIAL_PURPOSES, SPECIAL_PURPOSE_LABEL, eAccountEndpoints, specialAccountApplySchema } from '@scf/api/contract';
import type { SpecialAccountApplyInput } from '@scf/api/contract';
import { Button, FormField, Select } from '@scf/ui';
import { FormAlert, LoadState, Page } from '../../../lib/page';
import type { Flash } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { EACCOUNT_PATHS } from '../api/e-account-paths';
import { withToasts } from '../components/with-toasts';

/**
 * `/my/electronic-account/special-account/apply` 专户申请 (domain-lines.md §16.8): a purpose and its 监管行; the
 * simulated bank opens the account at once (正常). 回款专户 needs an e订通准入 with that bank first.
 */
function SpecialAccountApplyPage() {
  const options = useEndpoint(eAccountEndpoints.options, {});
  const navigate = useNavigate();
  const write = useWrite();
  const form = useForm<SpecialAccountApplyInput>({ resolver: zodResolver(specialAccountApplySchema), mode: 'onTouched' });
  const { errors } = form.formState;
  async function submit(values: SpecialAccountApplyInput) {
    const opened = await write.run((client, idempotencyKey) => client.call(eAccountEndpoints.specialApply, { body: values }, { idempotencyKey }));
    if (!opened) return;
    navigate(EACCOUNT_PATHS.specialIndex, { state: { flash: `专户${opened.accountNo}已开立` } satisfies Flash });
  }
  return (
    <Page>
      <LoadState what="监管行" data={options.data} error={options.error} onRetry={() => void options.mutate()}>
        {(o) => (
          <form noValidate aria-label="专户申请" onSubmit={form.handleSubmit(submit)}>
            <FormField label="用途" required error={errors.purpose?.message}>
              <Controller
                control={form.control}
                name="purpose"
                render={({ field }) => (
                  <Select {...field} placeholder="请选择用途" options={SPECIAL_PURPOSES.map((p) => ({ value: p, label: SPECIAL_PURPOSE_LABEL[p] }))} />
                )}
              />
            </FormField>
            <FormField label="监管行" required error={errors.controllerCorpId?.message}>
              <Controller
                control={form.control}
                name="controllerCorpId"
                render={({ field }) => <Select {...field} placeholder="请选择监管行" options={o.banks.map((b) => ({ value: b.corpId, label: b.corpName }))} />}
              />
            </FormField>
            {write.error ? <FormAlert title="申请失败" message={write.error} /> : null}
            <Button type="submit" variant="primary" loading={write.busy}>
              提交申请
            </Button>
          </form>
        )}
      </LoadState>
    </Page>
  );
}

export default withToasts(SpecialAccountApplyPage);

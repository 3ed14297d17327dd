import { useState } from 'react';
import { EDT_AGREEMENT_NAME, edtAccessApplySchema, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccessApplyInput } from '@scf/api/contract';
import { Button, Checkbox, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { FormGrid, FormSection } from '../../../lib/applications';
import { useFormErrors } from '../../../lib/form';
import { FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { useBankOptions, useCollectAccounts, useCoreOptions } from '../api/use-access-options';
import { useRefreshEdt } from '../api/use-refresh-edt';
import { AccessSelfCheck } from './access-self-check';
import { StatementUpload } from './statement-upload';

type Field = keyof EdtAccessApplyInput;
/** 开立后再绑定: no 回款专户 yet (`collectAccountId` null). */
const LATER = 'LATER';

/** The form's text as typed, before the contract's schema reads it. */
interface Draft {
  coreCorpId: string;
  fiCorpId: string;
  statementFileIds: string[];
  tradeAmount: string;
  yearsInBusiness: string;
  contactName: string;
  contactPhone: string;
  collectAccountId: string;
  agreed: boolean;
}

const toInput = (d: Draft): unknown => ({
  ...d,
  yearsInBusiness: d.yearsInBusiness.trim() === '' ? Number.NaN : Number(d.yearsInBusiness),
  collectAccountId: d.collectAccountId === LATER || d.collectAccountId === '' ? null : d.collectAccountId,
});

/**
 * 准入签约 (domain-lines.md §19.2): 准入自检 for the chosen core and bank on top, then the supplier's form, checked with
 * the contract's `edtAccessApplySchema` (the server's own) and sent as an EAC application; a refusal (已存在有效的准入申请 …)
 * is shown as the server words it.
 */
export function AccessForm({ initialCore = '', onDone }: { initialCore?: string; onDone: (app: ApplicationDetail) => void }) {
  const cores = useCoreOptions();
  const banks = useBankOptions();
  const [draft, setDraft] = useState<Draft>({
    coreCorpId: initialCore,
    fiCorpId: '',
    statementFileIds: [],
    tradeAmount: '',
    yearsInBusiness: '',
    contactName: '',
    contactPhone: '',
    collectAccountId: '',
    agreed: false,
  });
  const accounts = useCollectAccounts(draft.fiCorpId);
  const form = useFormErrors<Field>();
  const write = useWrite();
  const refresh = useRefreshEdt();
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      form.clear(key);
    };

  async function submit() {
    const parsed = edtAccessApplySchema.safeParse(toInput(draft));
    // 回款专户 is a choice the user makes: an account, or 开立后再绑定 (null on the wire).
    const errors: Partial<Record<Field, string>> = draft.collectAccountId === '' ? { collectAccountId: '请选择回款专户' } : {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] as Field | undefined;
      if (key && !errors[key]) errors[key] = key === 'yearsInBusiness' && draft.yearsInBusiness.trim() === '' ? '请输入经营年限' : issue.message;
    }
    if (!form.show(errors) || !parsed.success) return;
    const body = parsed.data;
    const app = await write.run((client, idempotencyKey) => client.call(edtEndpoints.accessApply, { body }, { idempotencyKey }));
    if (app) {
      void refresh();
      onDone(app);
    }
  }

  const accountOptions = [...accounts, { value: LATER, label: '开立后再绑定' }];
  return (
    <>
      <AccessSelfCheck coreCorpId={draft.coreCorpId} fiCorpId={draft.fiCorpId || undefined} />
      <form
        noValidate
        aria-label="准入签约"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormSection>
          <h3>准入信息</h3>
          <FormGrid>
            <FormField label="核心企业" required error={form.errors.coreCorpId}>
              <Select
                value={draft.coreCorpId}
                options={cores.options}
                onValueChange={set('coreCorpId')}
                {...(cores.options.length || cores.loading ? {} : { placeholder: '暂无交易对手，请先在交易对手管理中添加' })}
              />
            </FormField>
            <FormField label="资金方" required error={form.errors.fiCorpId}>
              <Select
                value={draft.fiCorpId}
                options={banks}
                onValueChange={(v) => {
                  set('fiCorpId')(v);
                  set('collectAccountId')('');
                }}
              />
            </FormField>
            <FormField label="与核心企业近12个月交易额" required error={form.errors.tradeAmount}>
              <MoneyInput value={draft.tradeAmount} onValueChange={(v) => set('tradeAmount')(v)} showCapital invalid={Boolean(form.errors.tradeAmount)} />
            </FormField>
            <FormField label="经营年限" required error={form.errors.yearsInBusiness}>
              <TextInput inputMode="numeric" value={draft.yearsInBusiness} onChange={(e) => set('yearsInBusiness')(e.target.value)} />
            </FormField>
            <FormField label="联系人" required error={form.errors.contactName}>
              <TextInput value={draft.contactName} onChange={(e) => set('contactName')(e.target.value)} />
            </FormField>
            <FormField label="联系电话" required error={form.errors.contactPhone}>
              <TextInput inputMode="tel" value={draft.contactPhone} onChange={(e) => set('contactPhone')(e.target.value)} />
            </FormField>
            <FormField label="回款专户" required error={form.errors.collectAccountId}>
              <Select
                value={draft.collectAccountId}
                options={accountOptions}
                onValueChange={set('collectAccountId')}
                placeholder="请选择回款专户或开立后再绑定"
              />
            </FormField>
          </FormGrid>
          <StatementUpload error={form.errors.statementFileIds} onChange={set('statementFileIds')} />
        </FormSection>
        <FormField label="协议" error={form.errors.agreed}>
          <Checkbox
            checked={draft.agreed}
            onCheckedChange={(v) => set('agreed')(v)}
            invalid={Boolean(form.errors.agreed)}
            aria-label={`我已阅读并同意${EDT_AGREEMENT_NAME}`}
          >
            我已阅读并同意{EDT_AGREEMENT_NAME}
          </Checkbox>
        </FormField>
        {write.error ? <FormAlert title="提交失败" message={write.error} /> : null}
        <Button type="submit" variant="primary" loading={write.busy}>
          提交
        </Button>
      </form>
    </>
  );
}

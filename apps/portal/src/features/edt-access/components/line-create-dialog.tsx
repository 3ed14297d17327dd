import { useEffect, useState } from 'react';
import { EDT_LINE_STATUS_LABEL, edtLineCreateSchema } from '@scf/api/contract';
import type { EdtAccess, EdtLineCreateInput } from '@scf/api/contract';
import { DatePicker, Dialog, FormField, MoneyInput, RadioGroup, Select, TextInput } from '@scf/ui';
import { FormGrid, useLedgerAction } from '../../../lib/applications';
import { useFormErrors } from '../../../lib/form';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { edtAccessCalls } from '../api/edt-calls';

type Field = keyof EdtLineCreateInput;

interface Draft {
  accessAppNo: string;
  total: string;
  startDate: string;
  endDate: string;
  revolving: string;
  maxRatio: string;
  annualRate: string;
  feeRate: string;
  graceDays: string;
  penaltyRate: string;
  maxDays: string;
}

const blank = (startDate: string): Draft => ({
  accessAppNo: '',
  total: '',
  startDate,
  endDate: '',
  revolving: 'Y',
  maxRatio: '70%',
  annualRate: '',
  feeRate: '',
  graceDays: '3',
  penaltyRate: '',
  maxDays: '180',
});
/** A rate typed without its sign (3.8) is read as a percentage (3.8%). */
const pct = (v: string) => (v.trim() === '' || v.trim().endsWith('%') ? v.trim() : `${v.trim()}%`);
const int = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

const toInput = (d: Draft): unknown => ({
  ...d,
  revolving: d.revolving === 'Y',
  maxRatio: pct(d.maxRatio),
  annualRate: pct(d.annualRate),
  feeRate: pct(d.feeRate),
  penaltyRate: pct(d.penaltyRate),
  graceDays: int(d.graceDays),
  maxDays: int(d.maxDays),
});
const EMPTY_INT: Partial<Record<Field, string>> = { graceDays: '请输入宽限期', maxDays: '请输入单笔最长期限' };

export interface LineCreateDialogProps {
  open: boolean;
  /** The bank's accesses that are 准入成功 and have no line yet. */
  accesses: readonly EdtAccess[];
  businessDate: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 新增授信 (domain-lines.md §19.3): the bank's product manager grants a line for an approved access — 授信额度, 起止日,
 * 是否循环, 融资比例上限, 年利率 (计息基础360天), 一次性手续费率, 宽限期, 罚息利率, 单笔最长期限 — checked with
 * `edtLineCreateSchema`; it is 待审批 until signed.
 */
export function LineCreateDialog({ open, accesses, businessDate, onClose, onDone }: LineCreateDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => blank(businessDate));
  const form = useFormErrors<Field>();
  const action = useLedgerAction();
  const { begin } = action;
  const { show } = form;
  useEffect(() => {
    if (!open) return;
    setDraft(blank(businessDate));
    show({});
    begin();
  }, [open, businessDate, begin, show]);
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    form.clear(key);
  };
  const access = accesses.find((a) => a.appNo === draft.accessAppNo);

  async function submit() {
    const parsed = edtLineCreateSchema.safeParse(toInput(draft));
    const errors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] as Field | undefined;
      if (key && !errors[key]) errors[key] = EMPTY_INT[key] && draft[key as keyof Draft].trim() === '' ? EMPTY_INT[key] : issue.message;
    }
    if (!form.show(errors) || !parsed.success) return;
    if (await action.run(edtAccessCalls.createLine(parsed.data), `已新增授信，${EDT_LINE_STATUS_LABEL.PENDING}`)) onDone();
  }

  const text = (key: keyof Draft, label: string, placeholder?: string) => (
    <FormField label={label} required error={form.errors[key as Field]}>
      <TextInput value={draft[key]} placeholder={placeholder} onChange={(e) => set(key)(e.target.value)} />
    </FormField>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || action.busy ? undefined : onClose())}>
      <Dialog.Content size="lg" closeOnOutsideClick={false}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>新增授信</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <FormGrid>
              <FormField label="准入" required error={form.errors.accessAppNo}>
                <Select
                  value={draft.accessAppNo}
                  options={accesses.map((a) => ({ value: a.appNo, label: `${a.supplier.corpName}（${a.appNo}）` }))}
                  onValueChange={set('accessAppNo')}
                  {...(accesses.length ? {} : { placeholder: '暂无可授信的准入' })}
                />
              </FormField>
              <FormField label="核心企业">
                <TextInput value={access?.core.corpName ?? ''} readOnly placeholder="随准入确定" />
              </FormField>
              <FormField label="授信额度" required error={form.errors.total}>
                <MoneyInput value={draft.total} onValueChange={(v) => set('total')(v)} showCapital invalid={Boolean(form.errors.total)} />
              </FormField>
              <FormField label="是否循环" required>
                <RadioGroup
                  label="是否循环"
                  value={draft.revolving}
                  onValueChange={set('revolving')}
                  options={[
                    { value: 'Y', label: '是' },
                    { value: 'N', label: '否' },
                  ]}
                />
              </FormField>
              <FormField label="授信起始日" required error={form.errors.startDate}>
                <DatePicker value={draft.startDate} onValueChange={set('startDate')} />
              </FormField>
              <FormField label="授信到期日" required error={form.errors.endDate}>
                <DatePicker value={draft.endDate} onValueChange={set('endDate')} minDate={draft.startDate || businessDate} />
              </FormField>
              {text('maxRatio', '融资比例上限', '如70%')}
              {text('annualRate', '年利率', '如3.80%')}
              <FormField label="计息基础">
                <TextInput value="360天" readOnly />
              </FormField>
              {text('feeRate', '一次性手续费率', '如0.10%')}
              {text('graceDays', '宽限期（天）')}
              {text('penaltyRate', '罚息利率', '如5.70%')}
              {text('maxDays', '单笔最长期限（天）')}
            </FormGrid>
            {action.error ? <FormAlert title="新增授信失败" message={action.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="提交" busy={action.busy} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import type { UkeyBinding } from '@scf/api/contract';
import { FormField, Select } from '@scf/ui';
import { roleLabelOf } from '../api/ukey-format';

export interface BindingSelectProps {
  label: string;
  /** Active bindings to choose from. */
  bindings: readonly UkeyBinding[];
  value: string;
  onChange: (ukeyNo: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Choose one bound key by printed number, holder and role (更换Ukey, 注销Ukey). */
export function BindingSelect({ label, bindings, value, onChange, error, disabled }: BindingSelectProps) {
  const options = bindings.map((b) => ({ value: b.ukeyNo, label: `${b.ukeyCode} · ${b.personName}（${b.userName}）· ${roleLabelOf(b.roleCode)}` }));
  return (
    <FormField label={label} required error={error}>
      <Select options={options} value={value} onValueChange={onChange} placeholder="请选择Ukey" disabled={disabled} />
    </FormField>
  );
}

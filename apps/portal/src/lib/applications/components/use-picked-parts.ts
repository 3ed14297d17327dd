import { useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Credit } from '@scf/api/contract';
import { syncParts } from '../api/credit-parts';
import type { PartLine } from '../api/credit-parts';
import type { CreditPartsTableProps } from './credit-parts-table';

/**
 * The credits picked for a transfer or a return and the form's `lines` kept in step with them (a newly picked credit
 * moves whole): `pick` to change the choice, and what the parts section shows and edits.
 */
export function usePickedParts<V extends FieldValues & { lines: PartLine[] }>(
  form: UseFormReturn<V, unknown, unknown>,
  picked: Credit[],
  setPicked: (next: Credit[]) => void,
) {
  // Only the form's `lines` are read and written here, whatever else the form holds.
  const parts = form as unknown as UseFormReturn<{ lines: PartLine[] }>;
  const { formState } = parts;
  const lines = useWatch({ control: parts.control, name: 'lines' });
  const pick = (next: Credit[], nextLines = syncParts(next, parts.getValues('lines'))) => {
    setPicked(next);
    parts.setValue('lines', nextLines, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const section: Omit<CreditPartsTableProps, 'text'> & { listError?: string } = {
    credits: picked,
    lines,
    errors: lines.map((_, i) => formState.errors.lines?.[i]?.amount?.message),
    listError: formState.errors.lines?.message,
    onAmountChange: (i, v) => parts.setValue(`lines.${i}.amount`, v, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    onRemove: (no) => pick(picked.filter((c) => c.creditNo !== no)),
  };
  return { pick, section };
}

// A story and test fixture (not exported): the zod-validated form of a date range, as a screen would write it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { DateRangePicker } from './date-range-picker';
import type { DateRangeValue } from './date-range-picker';

export const dateRangeSchema = z.object({
  period: z
    .object({ start: z.string(), end: z.string() })
    .refine((p) => p.start !== '' && p.end !== '', '请选择申请日期')
    .refine((p) => p.start <= p.end, '开始日期不能晚于结束日期'),
});

export type DateRangeForm = z.infer<typeof dateRangeSchema>;

export interface DateRangeFormProps {
  /** Called with the values that passed the schema. */
  onValid: (values: DateRangeForm) => void;
  /** Initial range. */
  defaultValue?: DateRangeValue;
  /** Disables the field through `<Controller disabled>`. */
  disabled?: boolean;
}

/** 申请日期 (required, start ≤ end) through `<Controller>`, with the FormField showing zod's message. */
export function DateRangeFormExample({ onValid, defaultValue = { start: '', end: '' }, disabled }: DateRangeFormProps) {
  const { control, handleSubmit, formState } = useForm<DateRangeForm>({ resolver: zodResolver(dateRangeSchema), defaultValues: { period: defaultValue } });
  return (
    <form onSubmit={handleSubmit(onValid)} style={{ maxWidth: 360 }}>
      <Controller
        name="period"
        control={control}
        disabled={disabled}
        render={({ field }) => (
          <FormField label="申请日期" required help="节假日不可选" error={formState.errors.period?.message}>
            <DateRangePicker {...field} numberOfMonths={1} minDate="2026-10-01" disabledDates={['2026-10-10']} />
          </FormField>
        )}
      />
      <Button type="submit" variant="primary">
        查询
      </Button>
    </form>
  );
}

import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { styled } from 'styled-components';
import type { Counterparty, TradeInvoice } from '@scf/api/contract';
import { Button, FormField, MoneyInput, Select, TextInput, cssVar } from '@scf/ui';
import { DatePicker } from '@scf/ui/date-picker';
import { FormAlert } from '../../../lib/page';
import { AmountText } from '@scf/finance-widgets';
import { ABS_MAX_TERM_DAYS } from '../api/abs-labels';
import { occupiedFen } from '../api/payable-form';
import type { PayableBatchRequest, PayableBatchValues } from '../api/payable-form';
import { fenToDecimal } from '@scf/api/money';
import { InvoiceLines } from './invoice-lines';

const Block = styled.fieldset`
  position: relative;
  margin: 0 0 16px;
  padding: 16px 16px 8px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: 4px;
  legend {
    padding: 0 8px;
    font-weight: 600;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  column-gap: 24px;
`;
const Remove = styled.div`
  position: absolute;
  top: -12px;
  right: 12px;
  padding: 0 8px;
  background: #fff;
`;
const Sum = styled.p`
  margin: 4px 0 8px;
  color: ${cssVar('textSecondaryColor')};
`;

export interface PayableFieldsProps {
  index: number;
  control: Control<PayableBatchValues, unknown, PayableBatchRequest>;
  errors: FieldErrors<PayableBatchValues>['payables'];
  creditors: readonly Counterparty[];
  invoices: readonly TradeInvoice[];
  closedDays: readonly string[];
  dueWindow: { minDate: string; maxDate: string };
  /** Absent when it is the only payable (a batch has at least one). */
  onRemove?: () => void;
}

/** One payable of the batch: 债权人, 应付账款金额, 到期日, 合同编号, 备注 and its invoices with Σ 本次占用金额. */
export function PayableFields({ index, control, errors, creditors, invoices, closedDays, dueWindow, onRemove }: PayableFieldsProps) {
  const uses = useWatch({ control, name: `payables.${index}.invoices` });
  const e = errors?.[index];
  const n = index + 1;
  return (
    <Block>
      <legend>明细{n}</legend>
      {onRemove ? (
        <Remove>
          <Button variant="link" onClick={onRemove} aria-label={`删除明细${n}`}>
            删除
          </Button>
        </Remove>
      ) : null}
      <Grid>
        <Controller
          control={control}
          name={`payables.${index}.creditorCorpId`}
          render={({ field }) => (
            <FormField label="债权人" required error={e?.creditorCorpId?.message}>
              <Select {...field} searchable options={creditors.map((c) => ({ value: c.corpId, label: c.corpName }))} placeholder="请选择债权人" />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`payables.${index}.amount`}
          render={({ field }) => (
            <FormField label="应付账款金额" required error={e?.amount?.message}>
              <MoneyInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                positive
                placeholder="请输入应付账款金额"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`payables.${index}.dueDate`}
          render={({ field }) => (
            <FormField label="到期日" required error={e?.dueDate?.message} help={`1至${ABS_MAX_TERM_DAYS}天内的工作日`}>
              <DatePicker {...field} disabledDates={closedDays} minDate={dueWindow.minDate} maxDate={dueWindow.maxDate} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`payables.${index}.contractNo`}
          render={({ field }) => (
            <FormField label="合同编号" required error={e?.contractNo?.message}>
              <TextInput {...field} maxLength={64} placeholder="请输入合同编号" />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`payables.${index}.remark`}
          render={({ field }) => (
            <FormField label="备注" error={e?.remark?.message}>
              <TextInput {...field} maxLength={200} placeholder="选填，最多200字" />
            </FormField>
          )}
        />
      </Grid>
      <InvoiceLines index={index} control={control} errors={errors} invoices={invoices} />
      <Sum>
        本次占用金额合计 <AmountText value={fenToDecimal(occupiedFen({ invoices: uses ?? [] }))} />
      </Sum>
      {e?.invoices?.message ? <FormAlert title={`明细${n}的发票`} message={e.invoices.message} /> : null}
      {e?.invoices?.root?.message ? <FormAlert title={`明细${n}的发票`} message={e.invoices.root.message} /> : null}
    </Block>
  );
}

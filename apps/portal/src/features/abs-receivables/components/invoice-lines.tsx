import { Controller, useFieldArray } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { styled } from 'styled-components';
import type { TradeInvoice } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Button, FormField, MoneyInput, Select } from '@scf/ui';
import { emptyInvoice } from '../api/payable-form';
import type { PayableBatchRequest, PayableBatchValues } from '../api/payable-form';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  column-gap: 16px;
  align-items: start;
`;
const Remove = styled.div`
  padding-top: 30px;
`;

export interface InvoiceLinesProps {
  index: number;
  control: Control<PayableBatchValues, unknown, PayableBatchRequest>;
  errors: FieldErrors<PayableBatchValues>['payables'];
  /** The debtor's verified invoices with what is still free of each. */
  invoices: readonly TradeInvoice[];
}

/**
 * What a payable may still occupy of an invoice: the invoice list's 可用 counts the financing packages only, its 已占用
 * also the ABS receivables, so the lesser of the two frees (the server checks the exact figure).
 */
export const freeOf = (v: Pick<TradeInvoice, 'total' | 'occupied' | 'available'>): bigint => {
  const byOccupied = parseFen(v.total) - parseFen(v.occupied);
  const byPackages = parseFen(v.available);
  const free = byOccupied < byPackages ? byOccupied : byPackages;
  return free > 0n ? free : 0n;
};

const optionOf = (v: TradeInvoice) => ({
  value: v.invoiceId,
  label: `${v.code} ${v.number}（价税合计${formatFen(parseFen(v.total))}元，可占用${formatFen(freeOf(v))}元）`,
});

/** 发票 of one payable (domain-lines.md §18.3): one or more VERIFIED invoices of the debtor, each with its 本次占用金额. */
export function InvoiceLines({ index, control, errors, invoices }: InvoiceLinesProps) {
  const lines = useFieldArray({ control, name: `payables.${index}.invoices` });
  const n = index + 1;
  const lineErrors = errors?.[index]?.invoices;
  return (
    <div role="group" aria-label={`明细${n}的发票`}>
      {lines.fields.map((line, j) => (
        <Row key={line.id}>
          <Controller
            control={control}
            name={`payables.${index}.invoices.${j}.invoiceId`}
            render={({ field }) => (
              <FormField label={`发票${j + 1}`} required error={lineErrors?.[j]?.invoiceId?.message}>
                <Select {...field} searchable options={invoices.map(optionOf)} placeholder="请选择已查验通过的发票" />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name={`payables.${index}.invoices.${j}.occupyAmount`}
            render={({ field }) => (
              <FormField label={`发票${j + 1}本次占用金额`} required error={lineErrors?.[j]?.occupyAmount?.message}>
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={(v) => field.onChange(v)}
                  onBlur={field.onBlur}
                  positive
                  placeholder="请输入本次占用金额"
                />
              </FormField>
            )}
          />
          <Remove>
            {lines.fields.length > 1 ? (
              <Button variant="link" onClick={() => lines.remove(j)} aria-label={`删除明细${n}的发票${j + 1}`}>
                删除
              </Button>
            ) : null}
          </Remove>
        </Row>
      ))}
      <Button variant="link" disabled={lines.fields.length >= 50} onClick={() => lines.append(emptyInvoice())}>
        + 添加发票
      </Button>
    </div>
  );
}

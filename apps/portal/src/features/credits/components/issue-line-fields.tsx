import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { Receiver } from '@scf/api/contract';
import { Button, FormField, MoneyInput, Select, cssVar } from '@scf/ui';
import { DatePicker } from '@scf/ui/date-picker';
import { MAX_TERM_DAYS } from '../../../lib/business-date';
import type { IssueRequest, IssueValues } from '../api/issue-values';
import { ContractField, ReceiverAccountField, RemarkField } from '../../../lib/applications';

const Block = styled.fieldset`
  position: relative;
  margin: 0 0 16px;
  padding: 16px 16px 0;
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
// On the block's top edge, beside its legend, so it takes no row of its own.
const Remove = styled.div`
  position: absolute;
  top: -12px;
  right: 12px;
  padding: 0 8px;
  background: #fff;
`;

export interface IssueLineFieldsProps {
  index: number;
  control: Control<IssueValues, unknown, IssueRequest>;
  errors: FieldErrors<IssueValues>['lines'];
  issuerCorpId: string;
  receivers: readonly Receiver[];
  /** Non-working days the calendar greys out. */
  closedDays: readonly string[];
  dueWindow: { minDate: string; maxDate: string };
  /** Absent when it is the only line (an application has at least one). */
  onRemove?: () => void;
  /** The receiver changed: its contracts differ. */
  onReceiverPicked: () => void;
}

/** One receiver line (批量: each becomes its own credit): 接收方 and its account, 开立金额, 承诺付款日, 合同, 备注. */
export function IssueLineFields({ index, control, errors, issuerCorpId, receivers, closedDays, dueWindow, onRemove, onReceiverPicked }: IssueLineFieldsProps) {
  const receiverCorpId = useWatch({ control, name: `lines.${index}.receiverCorpId` });
  const contracts = useEndpoint(creditEndpoints.contracts, issuerCorpId && receiverCorpId ? { body: { issuerCorpId, receiverCorpId } } : null);
  const account = receivers.find((r) => r.corpId === receiverCorpId)?.account;
  const lineErrors = errors?.[index];
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
          name={`lines.${index}.receiverCorpId`}
          render={({ field }) => (
            <FormField label="接收方" required error={lineErrors?.receiverCorpId?.message}>
              <Select
                {...field}
                onValueChange={onReceiverPicked}
                searchable
                options={receivers.map((r) => ({ value: r.corpId, label: r.corpName }))}
                placeholder={issuerCorpId ? '请选择接收方' : '请先选择开立方'}
                disabled={!issuerCorpId}
              />
            </FormField>
          )}
        />
        <ReceiverAccountField receiverCorpId={receiverCorpId} account={account} />
        <Controller
          control={control}
          name={`lines.${index}.amount`}
          render={({ field }) => (
            <FormField label="开立金额" required error={lineErrors?.amount?.message}>
              <MoneyInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                positive
                placeholder="请输入开立金额"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`lines.${index}.dueDate`}
          render={({ field }) => (
            <FormField label="承诺付款日" required error={lineErrors?.dueDate?.message} help={`开立日后1至${MAX_TERM_DAYS}天内的工作日`}>
              <DatePicker {...field} disabledDates={closedDays} minDate={dueWindow.minDate} maxDate={dueWindow.maxDate} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name={`lines.${index}.contractId`}
          render={({ field }) => (
            <ContractField field={field} contracts={contracts.data} receiverCorpId={receiverCorpId} error={lineErrors?.contractId?.message} />
          )}
        />
        <Controller control={control} name={`lines.${index}.remark`} render={({ field }) => <RemarkField {...field} error={lineErrors?.remark?.message} />} />
      </Grid>
    </Block>
  );
}

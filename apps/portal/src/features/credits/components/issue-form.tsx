import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { useEndpoint, useHolidays, useIssuers } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { Button } from '@scf/ui';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { PageLoading } from '../../../lib/page';
import { closedDays, dueDateWindow, useBusinessDate } from '../../../lib/business-date';
import { issueFormResolver } from '../api/issue-form-schema';
import { emptyLine } from '../api/issue-values';
import { partsTotalFen } from '../../../lib/applications';
import type { IssueRequest, IssueValues } from '../api/issue-values';
import { useIssueSubmit } from '../api/use-issue-submit';
import { FormAlert, FormButtons } from '../../../lib/page';
import { IssueLineFields } from './issue-line-fields';
import { IssueTotal } from './issue-total';
import { IssuerField } from './issuer-field';

const MAX_LINES = 50;
const AddLine = styled.div`
  margin: 0 0 8px;
`;

export interface IssueFormProps {
  initial: IssueValues;
  /** Saved (a draft, kept open for more changes) or submitted (the form is done). */
  onDone: (detail: ApplicationDetail, submitted: boolean) => void;
}

/**
 * 开立申请 (domain.md §7.3): the issuer with its available limit, one or more receiver lines and the batch total in
 * 大写; 保存 keeps a draft, 提交 sends it for review. The contract's request schema validates the form (the server
 * parses the same), with the limit, working-day and term rules of the form's context on top.
 */
export function IssueForm(props: IssueFormProps) {
  // Every date rule counts from the server's business date, never the PC's clock: wait for it.
  const businessDate = useBusinessDate();
  return businessDate ? <IssueFormReady {...props} businessDate={businessDate} /> : <PageLoading />;
}

function IssueFormReady({ initial, onDone, businessDate }: IssueFormProps & { businessDate: string }) {
  const issuers = useIssuers();
  const holidays = useHolidays();
  const dueWindow = useMemo(() => dueDateWindow(businessDate), [businessDate]);
  const closed = useMemo(() => closedDays(holidays.data ?? [], dueWindow), [holidays.data, dueWindow]);
  const [issuerCorpId, setIssuerCorpId] = useState(initial.issuerCorpId);
  const available = issuers.data?.find((i) => i.corpId === issuerCorpId)?.available;
  // react-hook-form reads its options at every render: the rules follow the issuer, its limit and the holidays.
  const resolver = useMemo(
    () => issueFormResolver({ available: available === undefined ? null : parseFen(available), holidays: new Set(closed), businessDate }),
    [available, closed, businessDate],
  );
  const form = useForm<IssueValues, unknown, IssueRequest>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, setValue, getValues, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const amounts = useWatch({ control, name: 'lines' });
  const { productType } = initial;
  const receivers = useEndpoint(creditEndpoints.receivers, issuerCorpId ? { body: { issuerCorpId, productType } } : null);
  const [submitted, setSubmitted] = useState(false);
  // A 明细 added after a refused 提交 would be validated at once (react-hook-form re-checks the array) and be born red:
  // its errors wait for the next 提交 or for the user to leave one of its fields.
  const [freshFrom, setFreshFrom] = useState<number | null>(null);
  const leaveGuard = useUnsavedChangesGuard(formState.isDirty && !submitted);
  const submit = useIssueSubmit(form, (detail, done) => {
    if (done) setSubmitted(true);
    // A saved draft stays in the form (the next 保存 or 提交 edits it rather than making another), and is no longer at risk.
    else form.reset({ ...getValues(), appNo: detail.appNo });
    onDone(detail, done);
  });

  const addLine = () => {
    setFreshFrom((from) => from ?? lines.fields.length);
    lines.append(emptyLine());
  };
  const removeLine = (index: number) => {
    setFreshFrom((from) => (from !== null && index < from ? from - 1 : from));
    lines.remove(index);
  };
  const send = (done: boolean) => {
    setFreshFrom(null);
    submit.send(done);
  };

  const clearLines = (fields: Array<'receiverCorpId' | 'contractId'>) =>
    getValues('lines').forEach((_, i) => fields.forEach((f) => setValue(`lines.${i}.${f}`, '')));

  return (
    <form noValidate aria-label="开立申请" onSubmit={(e) => e.preventDefault()}>
      <Controller
        control={control}
        name="issuerCorpId"
        render={({ field }) => (
          <IssuerField
            issuers={issuers.data ?? []}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onPick={(corpId) => {
              setIssuerCorpId(corpId);
              clearLines(['receiverCorpId', 'contractId']);
            }}
            error={formState.errors.issuerCorpId?.message}
          />
        )}
      />
      {lines.fields.map((line, index) => (
        <IssueLineFields
          key={line.id}
          index={index}
          control={control}
          errors={freshFrom !== null && index >= freshFrom && !formState.touchedFields.lines?.[index] ? undefined : formState.errors.lines}
          issuerCorpId={issuerCorpId}
          receivers={receivers.data ?? []}
          closedDays={closed}
          dueWindow={dueWindow}
          onRemove={lines.fields.length > 1 ? () => removeLine(index) : undefined}
          onReceiverPicked={() => setValue(`lines.${index}.contractId`, '')}
        />
      ))}
      <AddLine>
        <Button variant="link" disabled={lines.fields.length >= MAX_LINES} onClick={addLine}>
          + 添加明细
        </Button>
      </AddLine>
      {formState.errors.lines?.message ? <FormAlert title="开立明细" message={formState.errors.lines.message} /> : null}
      <IssueTotal count={amounts.length} total={partsTotalFen(amounts)} />
      {submit.alert ? <FormAlert title="提交失败" message={submit.alert} /> : null}
      <FormButtons
        submit={{ onClick: () => send(true), loading: submit.sending === 'submit', disabled: submit.sending !== null }}
        save={{ onClick: () => send(false), loading: submit.sending === 'save', disabled: submit.sending !== null }}
      />
      {leaveGuard}
    </form>
  );
}

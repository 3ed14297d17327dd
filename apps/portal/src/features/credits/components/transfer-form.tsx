import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import type { z } from 'zod';
import { useApiClient, useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { Credit, TransferApplyInput } from '@scf/api/contract';
import { Button, FormField, MoneyInput, Select } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { PART_TEXT, transferFormSchema } from '../api/part-forms';
import { withRequiredMessages } from '../../../lib/form';
import { failureMessage } from '../../../lib/write';
import { creditCalls } from '../api/credit-calls';
import { useProduct } from '../../../lib/product';
import {
  ApplicationForm,
  ContractField,
  CreditPartsSection,
  CreditPicker,
  FormGrid,
  FormHint,
  FormSection,
  ReceiverAccountField,
  RemarkField,
  useLedgerAction,
  usePickedParts,
} from '../../../lib/applications';

/** 目标金额 with 自动分配 on its row: wide enough for the amount, 元 and the button. */
const Allocate = styled.div`
  width: 400px;
  > div {
    margin-bottom: 0;
  }
`;

type Values = TransferApplyInput;
type Request = z.output<ReturnType<typeof transferFormSchema>>;

/**
 * 转让申请 (domain.md §7.5): pick held credits — by hand, or 自动分配 for a target payment (earliest due first, the
 * last credit split) — give each its 转让金额 (the whole by default; less splits it), choose the 接收方 (a
 * counterparty) and the 合同 with it, and 提交: the credits are 转让中 until the director signs and the receiver signs for them.
 */
export function TransferForm() {
  const product = useProduct();
  const hintId = useId();
  const client = useApiClient();
  const action = useLedgerAction();
  const [picked, setPicked] = useState<Credit[]>([]);
  const [target, setTarget] = useState('');
  const [allocating, setAllocating] = useState(false);
  const [allocateError, setAllocateError] = useState<string>();
  const amounts = useMemo(() => new Map(picked.map((c) => [c.creditNo, c.amount])), [picked]);
  const resolver = useMemo(() => withRequiredMessages(zodResolver(transferFormSchema(amounts)), { amount: '请输入转让金额' }), [amounts]);
  const form = useForm<Values, unknown, Request>({
    resolver,
    defaultValues: { productType: product.type, receiverCorpId: '', contractId: '', remark: '', lines: [] },
  });
  const { control, formState } = form;
  const { pick, section } = usePickedParts(form, picked, setPicked);
  const receiverCorpId = useWatch({ control, name: 'receiverCorpId' });
  const receivers = useEndpoint(creditEndpoints.transferReceivers, { body: { productType: product.type } });
  const contracts = useEndpoint(creditEndpoints.transferContracts, receiverCorpId ? { body: { receiverCorpId } } : null);
  const account = receivers.data?.find((r) => r.corpId === receiverCorpId)?.account;
  const leaveGuard = useUnsavedChangesGuard(formState.isDirty || picked.length > 0);

  async function autoAllocate() {
    setAllocateError(undefined);
    setAllocating(true);
    try {
      const picks = await client.call(creditEndpoints.transferAllocate, { body: { productType: product.type, target } });
      pick(
        picks.map((p) => p.credit),
        picks.map((p) => ({ creditNo: p.credit.creditNo, amount: p.amount })),
      );
    } catch (e) {
      setAllocateError(failureMessage(e));
    } finally {
      setAllocating(false);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (!(await action.run(creditCalls.transfer(values), '已提交转让申请，等待主管复核'))) return;
    setPicked([]);
    setTarget('');
    form.reset();
  });

  return (
    <ApplicationForm label="转让申请" onSubmit={submit} error={action.error} busy={action.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="选择凭证">
        <h3>选择凭证</h3>
        <Allocate>
          <FormField label="目标金额">
            <MoneyInput
              value={target}
              onValueChange={(v) => setTarget(v)}
              placeholder="请输入需支付的金额"
              aria-describedby={hintId}
              addon={
                <Button onClick={() => void autoAllocate()} loading={allocating} disabled={!target}>
                  自动分配
                </Button>
              }
            />
          </FormField>
        </Allocate>
        <FormHint id={hintId}>自动分配按承诺付款日由近及远、金额由小到大选取凭证，最后一笔按差额拆分；也可在下方逐笔勾选。</FormHint>
        {allocateError ? <FormAlert title="自动分配失败" message={allocateError} /> : null}
        <CreditPicker scope="transferable" label="可转让凭证" emptyText="暂无可转让的凭证" value={picked} onChange={(next) => pick(next)} />
      </FormSection>
      <FormSection aria-label="转让明细">
        <CreditPartsSection text={PART_TEXT.TRANSFER} {...section} />
      </FormSection>
      <FormSection aria-label="接收方信息">
        <h3>接收方信息</h3>
        <FormGrid>
          <Controller
            control={control}
            name="receiverCorpId"
            render={({ field }) => (
              <FormField label="接收方" required error={formState.errors.receiverCorpId?.message}>
                <Select
                  {...field}
                  onValueChange={() => form.setValue('contractId', '')}
                  searchable
                  options={(receivers.data ?? []).map((r) => ({ value: r.corpId, label: r.corpName }))}
                  placeholder="请选择接收方"
                />
              </FormField>
            )}
          />
          <ReceiverAccountField receiverCorpId={receiverCorpId} account={account} />
          <Controller
            control={control}
            name="contractId"
            render={({ field }) => (
              <ContractField field={field} contracts={contracts.data} receiverCorpId={receiverCorpId} error={formState.errors.contractId?.message} />
            )}
          />
          <Controller control={control} name="remark" render={({ field }) => <RemarkField {...field} error={formState.errors.remark?.message} />} />
        </FormGrid>
      </FormSection>
    </ApplicationForm>
  );
}

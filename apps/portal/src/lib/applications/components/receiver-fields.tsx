import type { ControllerRenderProps } from 'react-hook-form';
import type { ContractOption, Receiver } from '@scf/api/contract';
import { FormField, Select, TextInput } from '@scf/ui';
import { formatAccount } from '../api/format';

export interface ReceiverAccountFieldProps {
  /** The chosen receiver ('' before one is chosen). */
  receiverCorpId: string;
  /** Its registered account (none: 未登记账户). */
  account: Receiver['account'] | undefined;
}

/** 接收方账户 (issue and transfer forms): read only, the number and the bank the operator checks; the full account on hover. */
export function ReceiverAccountField({ receiverCorpId, account }: ReceiverAccountFieldProps) {
  const text = account ? `${account.accountNo}（${account.bankName}）` : '未登记账户';
  return (
    <FormField label="接收方账户">
      <TextInput readOnly value={receiverCorpId ? text : ''} title={receiverCorpId ? formatAccount(account) : undefined} placeholder="选择接收方后显示" />
    </FormField>
  );
}

export interface ContractFieldProps {
  /** The form's `contractId` field (a Controller's `field`). */
  field: Omit<ControllerRenderProps, 'name' | 'value'> & { name: string; value: string };
  /** The contracts with the receiver (undefined while loading). */
  contracts: readonly ContractOption[] | undefined;
  receiverCorpId: string;
  error: string | undefined;
}

/**
 * 合同 (issue and transfer forms): the contracts with the receiver, 请先选择接收方 until one is chosen, and
 * 暂无与该接收方的合同 when there are none.
 */
export function ContractField({ field, contracts, receiverCorpId, error }: ContractFieldProps) {
  return (
    <FormField label="合同" required error={error}>
      <Select
        {...field}
        options={(contracts ?? []).map((c) => ({ value: c.contractId, label: `${c.contractNo} ${c.name}` }))}
        placeholder={receiverCorpId ? (contracts?.length === 0 ? '暂无与该接收方的合同' : '请选择合同') : '请先选择接收方'}
        disabled={!receiverCorpId}
      />
    </FormField>
  );
}

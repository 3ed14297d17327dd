import type { ContractOption } from '@scf/api/contract';

/**
 * The 合同 select's options, placeholder and state for a receiver (issue and transfer forms): the contracts with it,
 * 请先选择接收方 until one is chosen, and 暂无与该接收方的合同 when there are none.
 */
export function contractChoice(contracts: readonly ContractOption[] | undefined, receiverCorpId: string) {
  return {
    options: (contracts ?? []).map((c) => ({ value: c.contractId, label: `${c.contractNo} ${c.name}` })),
    placeholder: receiverCorpId ? (contracts?.length === 0 ? '暂无与该接收方的合同' : '请选择合同') : '请先选择接收方',
    disabled: !receiverCorpId,
  };
}

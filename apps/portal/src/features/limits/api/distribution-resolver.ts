import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { distributionInputSchema } from '@scf/api/contract';
import type { DistributionInput } from '@scf/api/contract';

/** The form: the contract's fields, with the change split into a direction and an amount without sign. */
export interface DistributionForm {
  lineId: string;
  targetCorpId: string;
  direction: 'UP' | 'DOWN';
  changeAmount: string;
  reason: string;
}

const contract = zodResolver(distributionInputSchema);

/**
 * Validates with the contract's `distributionInputSchema` (the server checks the same schema): 调减 signs the amount
 * first, so 调整金额不能为0 and the other messages land on the fields the user filled in.
 */
export const distributionResolver: Resolver<DistributionForm, unknown, DistributionInput> = async (values, context, options) => {
  const { direction, ...input } = values;
  if (!input.changeAmount) return { values: {}, errors: { changeAmount: { type: 'required', message: '请填写调整金额' } } };
  const changeAmount = direction === 'DOWN' ? `-${input.changeAmount}` : input.changeAmount;
  // The field names are the contract's, so the contract resolver's errors and focus apply to this form as they are.
  const result = await contract({ ...input, changeAmount }, context, options as never);
  return result as Awaited<ReturnType<Resolver<DistributionForm, unknown, DistributionInput>>>;
};

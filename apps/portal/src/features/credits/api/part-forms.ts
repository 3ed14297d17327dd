import { PART_TOO_MUCH, returnApplyInputSchema, transferApplyInputSchema } from '@scf/api/contract';
import { partsWithin } from '../../../lib/applications';
import type { PartsText } from '../../../lib/applications';

/** The words of the two flows that move part of each credit. */
export const PART_TEXT: Readonly<Record<keyof typeof PART_TOO_MUCH, PartsText>> = {
  TRANSFER: { title: '转让明细', part: '转让金额', kept: '剩余金额（自留）', total: '转让合计' },
  RETURN: { title: '退回明细', part: '退回金额', kept: '剩余金额（自留）', total: '退回合计' },
};

/** The transfer form: the contract's request schema (the server parses the same) and each part within its credit. */
export const transferFormSchema = (amounts: ReadonlyMap<string, string>) =>
  transferApplyInputSchema.superRefine((v, ctx) => partsWithin(PART_TOO_MUCH.TRANSFER, amounts)(v.lines, ctx));

/** The return form: the same for 退回. */
export const returnFormSchema = (amounts: ReadonlyMap<string, string>) =>
  returnApplyInputSchema.superRefine((v, ctx) => partsWithin(PART_TOO_MUCH.RETURN, amounts)(v.lines, ctx));

import { ApiError } from '@scf/api';

export type RefusalField = 'changeAmount' | 'targetCorpId' | 'root';

/**
 * Which field a refusal of 额度分配 belongs to (domain.md §6.3): the limit rules (可用额度不足, a decrease below what
 * the member uses) are about the amount, a non-member about the member; anything else is said above the buttons.
 */
export function refusalField(error: unknown): RefusalField {
  if (!(error instanceof ApiError)) return 'root';
  if (error.code === 'LIMIT_INSUFFICIENT') return 'changeAmount';
  if (error.message.includes('成员单位')) return 'targetCorpId';
  return 'root';
}

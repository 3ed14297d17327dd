import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { deleteLinks, filesOfCorp, insertLinks } from './files.repo';

export interface FileLinkInput {
  fileIds: readonly string[];
  /** The corporations that may read the files from now on (besides the owner). */
  corpIds: readonly string[];
  /** The business that grants it, e.g. `FINANCE_APPLY` and its application number. */
  bizType: string;
  bizNo: string;
  /** When given, every file must belong to this corporation (else 400 文件无效 and nothing is linked). */
  ownerCorpId?: string;
  now: number;
}

export const FILE_LINK_MESSAGE = '文件无效，请重新上传';

/**
 * Let other corporations read files because a business ties them together (a financing's contract read by the
 * bank). Call it inside the business's own transaction; linking twice is harmless.
 */
export async function linkFiles(q: Queryable, input: FileLinkInput): Promise<void> {
  if (input.fileIds.length === 0 || input.corpIds.length === 0) return;
  if (input.ownerCorpId !== undefined) {
    const owned = new Set((await filesOfCorp(q, input.fileIds, input.ownerCorpId)).map((f) => f.file_id));
    if (input.fileIds.some((id) => !owned.has(id))) throw fail.badRequest(FILE_LINK_MESSAGE);
  }
  await insertLinks(q, input.fileIds, input.corpIds, input.bizType, input.bizNo, input.now);
}

/** Withdraw every read a business granted (e.g. the business was deleted); the owner keeps its files. */
export async function unlinkFiles(q: Queryable, biz: { bizType: string; bizNo: string }): Promise<void> {
  await deleteLinks(q, biz.bizType, biz.bizNo);
}

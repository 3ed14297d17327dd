import { randomUUID } from 'node:crypto';
import { FEEDBACK_LIMITS } from '@scf/api/contract';
import type { FeedbackRequest } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { ownedFiles } from '../files';
import { filesAlreadyUsed, insertFeedback, userContact } from './feedback.repo';

export const FEEDBACK_MESSAGES = {
  files: '截图无效，请重新上传',
  fileType: '截图仅支持png、jpeg、jpg格式',
  fileSize: `截图超过最大限制${FEEDBACK_LIMITS.fileSizeKb / 1024}M`,
} as const;

/**
 * 意见反馈 (spec §5): the body already passed the spec's rules (the contract schema). The screenshots must be images
 * the user uploaded, each within 5,120 KB, used by no other feedback; an empty name or phone becomes the user's own.
 * Feedback and its file links are one transaction.
 */
export async function submitFeedback(env: ServiceEnv, actor: Actor, body: FeedbackRequest): Promise<{ feedbackId: string }> {
  if (new Set(body.files).size !== body.files.length) throw fail.badRequest(FEEDBACK_MESSAGES.files);
  return env.db.transaction(async (tx) => {
    const files = await ownedFiles(tx, actor.userId, body.files);
    if (files.length !== body.files.length) throw fail.badRequest(FEEDBACK_MESSAGES.files);
    if (files.some((f) => !f.mimeType.startsWith('image/'))) throw fail.badRequest(FEEDBACK_MESSAGES.fileType);
    if (files.some((f) => f.sizeBytes > FEEDBACK_LIMITS.fileSizeKb * 1024)) throw fail.badRequest(FEEDBACK_MESSAGES.fileSize);
    if ((await filesAlreadyUsed(tx, body.files)).length > 0) throw fail.badRequest(FEEDBACK_MESSAGES.files);
    const own = await userContact(tx, actor.userId);
    const feedbackId = randomUUID();
    await insertFeedback(tx, {
      feedbackId,
      userId: actor.userId,
      corpId: actor.corpId,
      personName: body.personName || own?.person_name || actor.personName,
      mobilePhone: body.mobilePhone || own?.mobile || '',
      opinionContent: body.opinionContent,
      fileIds: body.files,
      now: env.now,
    });
    return { feedbackId };
  });
}

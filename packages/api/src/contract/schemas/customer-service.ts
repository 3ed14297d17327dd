import { z } from 'zod';
import { mobile } from '../../validators/contact';
import { VALIDATION_MESSAGES as M } from '../../validators/messages';

/** Limits of a message left with the platform's customer service (the same as the feedback form's, spec §5). */
export const SERVICE_MESSAGE_LIMITS = { contactNameMax: 20, contentMax: 500 } as const;

/** 留言: who to call back, on which mobile, about what. The form and the server validate with this schema. */
export const serviceMessageRequestSchema = z.strictObject({
  contactName: z.string().trim().min(1, M.required).max(SERVICE_MESSAGE_LIMITS.contactNameMax, M.personNameMax),
  mobilePhone: z.string().trim().min(1, M.required).pipe(mobile),
  content: z.string().trim().min(1, M.required).max(SERVICE_MESSAGE_LIMITS.contentMax, M.opinionMax),
});
export type ServiceMessageRequest = z.infer<typeof serviceMessageRequestSchema>;
export type ServiceMessageInput = z.input<typeof serviceMessageRequestSchema>;

export const serviceMessageReceiptSchema = z.object({ messageId: z.string(), createdAt: z.number() });
export type ServiceMessageReceipt = z.infer<typeof serviceMessageReceiptSchema>;

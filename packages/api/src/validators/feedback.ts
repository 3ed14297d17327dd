import { z } from 'zod';
import { feedbackMobile } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';

/** Feedback limits (spec §5, §9). */
export const FEEDBACK_LIMITS = { opinionMax: 500, personNameMax: 20, filesMax: 5 } as const;

/**
 * The feedback form and its POST body (spec §5, §7 `/user/v1/opinion/feedback`).
 * Empty name or phone are allowed: the caller falls back to the user's own.
 */
export const feedbackForm = z.object({
  opinionContent: z.string().trim().min(1, M.required).max(FEEDBACK_LIMITS.opinionMax, M.opinionMax),
  personName: z.string().trim().max(FEEDBACK_LIMITS.personNameMax, M.personNameMax).optional(),
  mobilePhone: z.union([z.literal(''), feedbackMobile]).optional(),
  files: z.array(z.string().min(1)).max(FEEDBACK_LIMITS.filesMax, M.feedbackFiles).default([]),
});

export type FeedbackForm = z.infer<typeof feedbackForm>;

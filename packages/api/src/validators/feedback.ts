import { z } from 'zod';
import { feedbackMobile } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';

/** Feedback limits (spec §5, §9). */
export const FEEDBACK_LIMITS = { opinionMax: 500, personNameMax: 20, filesMax: 5 } as const;

/** The fields of spec §5, one schema each: the portal's form and the server's request (contract) are built from them. */
export const feedbackFields = {
  opinionContent: z.string().trim().min(1, M.required).max(FEEDBACK_LIMITS.opinionMax, M.opinionMax),
  personName: z.string().trim().max(FEEDBACK_LIMITS.personNameMax, M.personNameMax),
  /** Optional: '' or an 11-digit mobile (1 then 3, 4, 5, 7 or 8). */
  mobilePhone: z.union([z.literal(''), feedbackMobile], { error: M.mobile }),
  files: z.array(z.string().min(1).max(64)).max(FEEDBACK_LIMITS.filesMax, M.feedbackFiles),
};

/**
 * The feedback form and its POST body (spec §5, §7 `/user/v1/opinion/feedback`).
 * Empty name or phone are allowed: the server falls back to the user's own.
 */
export const feedbackForm = z.object({
  opinionContent: feedbackFields.opinionContent,
  personName: feedbackFields.personName.optional(),
  mobilePhone: feedbackFields.mobilePhone.optional(),
  files: feedbackFields.files.default([]),
});

export type FeedbackForm = z.infer<typeof feedbackForm>;

import { z } from 'zod';

/** Limits of the feedback form (spec §5, §9). The messages live in `@scf/api/validators`. */
export const FEEDBACK_LIMITS = {
  personNameMax: 20,
  opinionContentMax: 500,
  mobilePhoneLength: 11,
  filesMax: 5,
  fileSizeKb: 5120,
} as const;

/**
 * `POST /user/v1/opinion/feedback` (spec §3, §7). Shape only: empty name or phone fall back to the user's on the
 * client before sending, so both are plain strings here.
 */
export const feedbackRequestSchema = z.strictObject({
  personName: z.string().max(FEEDBACK_LIMITS.personNameMax),
  /** File ids (`pkFile`) of uploaded screenshots. */
  files: z.array(z.string().min(1)).max(FEEDBACK_LIMITS.filesMax),
  mobilePhone: z.string().max(FEEDBACK_LIMITS.mobilePhoneLength),
  opinionContent: z.string().min(1).max(FEEDBACK_LIMITS.opinionContentMax),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

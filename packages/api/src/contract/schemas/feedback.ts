import { z } from 'zod';
import { feedbackFields } from '../../validators/feedback';

/** Limits of the feedback form (spec §5, §9). The messages live in `@scf/api/validators`. */
export const FEEDBACK_LIMITS = {
  personNameMax: 20,
  opinionContentMax: 500,
  mobilePhoneLength: 11,
  filesMax: 5,
  fileSizeKb: 5120,
} as const;

/**
 * `POST /user/v1/opinion/feedback` (spec §3, §5, §7), with the spec §5 rules and messages (此处不能为空, 500 and 20
 * characters, 手机号码不符合规范): the portal's form validates with this very schema and the server parses the request
 * with it. An empty name or phone is sent as '' and the server puts the user's own in its place.
 */
export const feedbackRequestSchema = z.strictObject({
  personName: feedbackFields.personName,
  /** File ids (`pkFile`) of the user's uploaded screenshots. */
  files: feedbackFields.files,
  mobilePhone: feedbackFields.mobilePhone,
  opinionContent: feedbackFields.opinionContent,
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
/** What the form holds before it is sent (zod input: untrimmed). */
export type FeedbackInput = z.input<typeof feedbackRequestSchema>;

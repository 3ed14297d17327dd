import { z } from 'zod';
import { post } from '../endpoint';
import { feedbackRequestSchema } from '../schemas/feedback';

export const feedbackEndpoints = {
  /** 意见反馈 (spec §3, §7): empty name or phone fall back to the user's before sending. */
  submit: post('/user/v1/opinion/feedback', { body: feedbackRequestSchema, response: z.unknown(), idempotent: true }),
} as const;

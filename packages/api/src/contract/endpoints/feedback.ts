import { z } from 'zod';
import { post } from '../endpoint';
import { feedbackRequestSchema } from '../schemas/feedback';

export const feedbackEndpoints = {
  /** 意见反馈 (spec §3, §5, §7): the server puts the user's own name or phone in place of an empty one. */
  submit: post('/user/v1/opinion/feedback', { body: feedbackRequestSchema, response: z.unknown(), idempotent: true }),
} as const;

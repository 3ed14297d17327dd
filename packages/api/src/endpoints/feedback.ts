import { z } from 'zod';
import { feedbackRequestSchema } from '../contract/schemas/feedback';
import type { FeedbackRequest } from '../contract/schemas/feedback';
import { parseRequest } from '../client/parse-request';
import { createNonce } from '../client/nonce';
import type { Transport } from '../client/transport';

export const FEEDBACK_PATH = { submit: '/user/v1/opinion/feedback' } as const;

export interface FeedbackApi {
  /**
   * Submits feedback. Pass the same idempotency key when the user retries the same submission so it counts once;
   * without one, each call is a new operation.
   */
  submit(feedback: FeedbackRequest, idempotencyKey?: string): Promise<void>;
}

export function createFeedbackApi(t: Transport): FeedbackApi {
  return {
    async submit(feedback, idempotencyKey = createNonce()) {
      await t.call('POST', FEEDBACK_PATH.submit, { body: parseRequest(feedbackRequestSchema, feedback), schema: z.unknown(), idempotencyKey });
    },
  };
}

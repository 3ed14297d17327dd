import { useRef, useState } from 'react';
import { createIdempotencyKey, useApiClient } from '@scf/api';
import { feedbackEndpoints } from '@scf/api/contract';
import type { FeedbackRequest } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import { FEEDBACK_TEXTS as T } from './feedback-texts';

/**
 * Sends the feedback once: one Idempotency-Key per opened form (a retry after a failure reuses it), a second click
 * while sending does nothing; 提交成功 or 提交失败 (spec §8) as a toast.
 */
export function useFeedbackSubmit(onDone: () => void) {
  const client = useApiClient();
  const toast = useToast();
  const key = useRef(createIdempotencyKey());
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  async function send(body: FeedbackRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await client.call(feedbackEndpoints.submit, { body }, { idempotencyKey: key.current });
      toast.success(T.succeeded);
      onDone();
    } catch {
      toast.error(T.failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending };
}

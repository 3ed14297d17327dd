import { post } from '../endpoint';
import { messageListSchema, messageQuerySchema } from '../schemas/reference';

/** The message centre (spec §3 message query, §7 `/v1/sys/messages`). */
export const messageEndpoints = {
  /** `{messageState:'SENT', messageType:'ALL'}` → the unread count in `pageCond.count` (the header dot). */
  query: post('/v1/sys/messages', { body: messageQuerySchema, response: messageListSchema }),
} as const;

import { messageCountSchema, messageQuerySchema } from '../contract/schemas/reference';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const MESSAGES_PATH = { query: '/v1/sys/messages' } as const;

export interface MessagesApi {
  /** `POST /v1/sys/messages {messageState:'SENT', messageType:'ALL'}` → `data.pageCond.count`. */
  unreadCount(): Promise<number>;
}

export function createMessagesApi(t: Transport): MessagesApi {
  return {
    async unreadCount() {
      const body = parseRequest(messageQuerySchema, { messageState: 'SENT', messageType: 'ALL' });
      const data = await t.call('POST', MESSAGES_PATH.query, { body, schema: messageCountSchema });
      return data.pageCond.count;
    },
  };
}

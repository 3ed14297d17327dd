import { holidayRequestSchema, holidayResponseSchema, issuerListSchema, messageCountSchema, messageQuerySchema } from '@scf/api/contract';
import { z } from 'zod';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { nonWorkingDays } from '../services/holiday-service';
import { requireUser } from './require-user';

const messageListSchema = messageCountSchema.extend({
  list: z.array(z.object({ messageId: z.string(), messageType: z.string(), messageState: z.string(), title: z.string(), content: z.string(), createdOn: z.string() })),
});

export const REFERENCE_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/sys/messages',
    access: 'session',
    body: messageQuerySchema,
    response: messageListSchema,
    handler: async ({ body, db, session }) => {
      const user = await requireUser(db, session);
      const rows = await db.query<{ message_id: string; message_type: string; message_state: string; title: string; content: string; created_on: string }>(
        `SELECT message_id, message_type, message_state, title, content, created_on FROM message
          WHERE user_id = $1 AND message_state = $2 AND ($3 = 'ALL' OR message_type = $3)
          ORDER BY created_on DESC, message_id`,
        [user.userId, body.messageState, body.messageType],
      );
      return {
        pageCond: { count: rows.length },
        list: rows.map((r) => ({ messageId: r.message_id, messageType: r.message_type, messageState: r.message_state, title: r.title, content: r.content, createdOn: r.created_on })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/sys/holidays/currentYear',
    access: 'session',
    body: holidayRequestSchema,
    response: holidayResponseSchema,
    handler: async ({ body, db, services }) => nonWorkingDays(db, body.region, Number(services.businessDate().slice(0, 4))),
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/credits/issue/issuers',
    // Only who may open the issue page may list the issuers to issue for.
    access: { menu: '/credit/core/issue/issue' },
    response: issuerListSchema,
    handler: async ({ db, session }) => {
      const user = await requireUser(db, session);
      // A group issues for itself and its member units (domain.md §3.1); a member only for itself.
      return db.query<{ corpId: string; corpName: string }>(
        `SELECT corp_id AS "corpId", corp_name AS "corpName" FROM corp
          WHERE status = 'ACTIVE' AND corp_type = 'CORE' AND (corp_id = $1 OR parent_corp_id = $1)
          ORDER BY corp_id`,
        [user.corpId],
      );
    },
  }),
];

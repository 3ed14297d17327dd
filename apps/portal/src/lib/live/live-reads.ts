/**
 * Which cached reads each live event makes stale, by endpoint key (`METHOD path`, the second part of an SWR key of
 * @scf/api's hooks). Strings, not the endpoints: the shell loads with the app chunk, which must not pull the credit
 * endpoints' schemas in (ADR 0017); live-reads.test.ts checks every key against the contract.
 */
export const LIVE_READS = {
  /** The header's 待办, the side menu's 待办事项, the todo list and the homes' todo panels. */
  todo: ['POST /v1/todos/list', 'POST /v1/credits/home', 'POST /v1/discount/home'],
  /** The header's message dot and the message centre. */
  message: ['POST /v1/sys/messages', 'POST /v1/sys/messages/page'],
  /** What an application's status moves (useRefreshLedger's list): the queues, records, todos and homes. */
  application: [
    'POST /v1/applications/list',
    'POST /v1/applications/{appNo}/detail',
    'POST /v1/credits/list',
    'POST /v1/credits/{creditNo}/detail',
    'POST /v1/todos/list',
    'POST /v1/credits/home',
    'GET /v1/credits/issue/issuers',
    'POST /v1/credits/{creditNo}/flow',
    'POST /v1/credits/{creditNo}/flow/records',
    'GET /v1/product-suppliers',
  ],
} as const;

export type LiveKind = keyof typeof LIVE_READS;
